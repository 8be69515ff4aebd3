import { LRUCache } from 'lru-cache';

/**
 * The one way this server keeps things in memory (docs/decisions/018): a least-recently-used cache
 * (lru-cache) with a name. The name says in logs and, later, metrics which cache something is about.
 * Each cache belongs to the process's Deps (server/deps.ts), never to a module: a test's server gets
 * caches of its own.
 */
export interface NamedCacheOptions<V> {
  /** What logs and metrics call it ("search answers", "pages", "cities"…). */
  name: string;
  /** At most this many entries. */
  max?: number;
  /** At most this much together, as `sizeOf` (or each `set`'s `size`) counts it. */
  maxSize?: number;
  /** How much an entry counts towards `maxSize` when `set` gives no size. */
  sizeOf?: (value: V) => number;
  /** How long an entry lives, in milliseconds, when `set` says nothing else (0 or absent: until pushed out). */
  ttlMs?: number;
}

export interface SetOptions {
  /** This entry's time to live, in milliseconds. */
  ttlMs?: number;
  /** This entry's size towards `maxSize`. */
  size?: number;
  /** Replacing an entry keeps the time to live it started with. */
  keepTtl?: boolean;
}

export interface NamedCache<K extends {}, V extends {}> {
  readonly name: string;
  /** The entry, made the most recently used. */
  get(key: K): V | undefined;
  /** The entry, without making it more recent. */
  peek(key: K): V | undefined;
  set(key: K, value: V, options?: SetOptions): void;
  delete(key: K): void;
  /** Forgets everything. */
  clear(): void;
  /** How many entries it holds now. */
  readonly size: number;
}

export function namedCache<K extends {}, V extends {}>(options: NamedCacheOptions<V>): NamedCache<K, V> {
  const { sizeOf, maxSize, max, ttlMs } = options;
  const entries = new LRUCache<K, V>({
    ...(max ? { max } : {}),
    ...(maxSize ? { maxSize } : {}),
    ...(sizeOf ? { sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) } : {}),
    ...(ttlMs ? { ttl: ttlMs } : {}),
  } as LRUCache.Options<K, V, unknown>);
  return {
    name: options.name,
    get: (key) => entries.get(key),
    peek: (key) => entries.peek(key),
    set(key, value, set = {}) {
      entries.set(key, value, {
        ...(set.ttlMs !== undefined ? { ttl: set.ttlMs } : {}),
        ...(set.size !== undefined ? { size: set.size } : {}),
        ...(set.keepTtl ? { noUpdateTTL: true } : {}),
      });
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/**
 * One value (a table's rows, a settings row) computed once and shared, in a cache of one entry: a
 * promise kept before it resolves, so concurrent readers share one computation, and dropped when it
 * fails so the next reader tries again.
 */
export function keptValue<T>(name: string, load: () => Promise<T>) {
  const cache = namedCache<'value', { value: Promise<T> }>({ name, max: 1 });
  return {
    name,
    get(): Promise<T> {
      const kept = cache.get('value');
      if (kept) return kept.value;
      // A real promise: a drizzle query runs again on every `then`.
      const loading = Promise.resolve(load());
      cache.set('value', { value: loading });
      loading.catch(() => {
        if (cache.peek('value')?.value === loading) cache.delete('value');
      });
      return loading;
    },
    forget: () => cache.clear(),
  };
}
