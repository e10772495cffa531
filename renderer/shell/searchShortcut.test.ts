import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './searchShortcut.ts';

const keys = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('isSearchShortcut', () => {
  it('opens the search on Ctrl+K and ⌘K, even from a text field, in either case', () => {
    expect(isSearchShortcut(keys('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(keys('K', { metaKey: true }), true)).toBe(true);
  });

  it('opens it on "/" unless the slash would be typed into a field', () => {
    expect(isSearchShortcut(keys('/'), false)).toBe(true);
    expect(isSearchShortcut(keys('/'), true)).toBe(false);
  });

  it('leaves other keys and other combinations to the page and the browser', () => {
    expect(isSearchShortcut(keys('k'), false)).toBe(false);
    expect(isSearchShortcut(keys('/', { ctrlKey: true }), false)).toBe(false);
    expect(isSearchShortcut(keys('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
  });
});
