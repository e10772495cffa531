/**
 * What a page's render reads of the shared data: a view of an object that notes the path of each
 * value read from it, so the page's HTML can be kept for as long as those values stay the same
 * (renderCache.ts). Objects are followed `depth` levels down, so a page that shows one course depends
 * on that course (`courses/flagship`), not on every course. Reading all of an object's properties at
 * once (a spread, a loop over its keys, `in`) notes the object itself.
 */
export type ReadPath = string[];

export function trackReads<T extends object>(object: T, onRead: (path: ReadPath) => void, depth = 1): T {
  return view(object, [], onRead, depth);
}

function view<T extends object>(object: T, at: ReadPath, onRead: (path: ReadPath) => void, depth: number): T {
  const whole = () => onRead(at);
  return new Proxy(object, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // Methods and symbols (an array's map, its iterator) are code, not data.
      if (typeof property !== 'string' || (!Object.hasOwn(target, property) && property in target)) return value;
      const path = [...at, property];
      // A value read from further in stands for what is used of it; read no further, it is used whole.
      if (depth > 1 && typeof value === 'object' && value !== null) {
        onRead([...path, '']);
        return view(value, path, onRead, depth - 1);
      }
      onRead(path);
      return value;
    },
    has(target, property) {
      whole();
      return Reflect.has(target, property);
    },
    ownKeys(target) {
      whole();
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(target, property) {
      whole();
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
  });
}

/**
 * The values a set of reads depends on: each path read, except an object reached on the way to
 * another read (noted with a trailing '' by trackReads), which stands for itself only when nothing
 * was read from it.
 */
export function readPaths(reads: ReadPath[]): ReadPath[] {
  const key = (path: ReadPath) => JSON.stringify(path);
  const read = new Map(reads.map((path) => [key(path), path]));
  const within = (path: ReadPath) => reads.some((other) => other.length > path.length && other.at(-1) !== '' && path.every((part, index) => other[index] === part));
  const paths = new Map<string, ReadPath>();
  for (const path of read.values()) {
    if (path.at(-1) !== '') paths.set(key(path), path);
    else {
      const object = path.slice(0, -1);
      if (!within(object)) paths.set(key(object), object);
    }
  }
  return [...paths.values()].sort((a, b) => key(a).localeCompare(key(b)));
}
