/**
 * What a page's render reads of the shared data: a view of an object that notes the name of each
 * property read from it, so the page's HTML can be kept for as long as those values stay the same
 * (renderCache.ts). Reading every property at once (a spread, a loop over its keys, `in`) notes `*`.
 */
export const EVERY_PROPERTY = '*';

export function trackReads<T extends object>(object: T, onRead: (name: string) => void): T {
  return new Proxy(object, {
    get(target, property, receiver) {
      if (typeof property === 'string') onRead(property);
      return Reflect.get(target, property, receiver);
    },
    has(target, property) {
      onRead(EVERY_PROPERTY);
      return Reflect.has(target, property);
    },
    ownKeys(target) {
      onRead(EVERY_PROPERTY);
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, property) {
      onRead(EVERY_PROPERTY);
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
  });
}
