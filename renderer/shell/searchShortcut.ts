/** The keys of a key press that say whether it asks for the search. */
export type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * Whether a key press opens the search: Ctrl+K or ⌘K anywhere, or "/" when it would not be typed
 * into a field (the button announces both with aria-keyshortcuts).
 */
export function isSearchShortcut(keys: ShortcutKeys, typing: boolean): boolean {
  if (keys.altKey) return false;
  if (keys.ctrlKey || keys.metaKey) return keys.key.toLowerCase() === 'k';
  return keys.key === '/' && !typing;
}

/** Whether keys pressed with focus on `target` go into a text field. */
export function isTypingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
}
