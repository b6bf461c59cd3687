import { type CookieJar, type KeyValueStore, setBackends } from '../app/storage.ts';

/** In-memory local storage and cookie jar, so storage-backed logic runs under Node. */
export function memoryBackends(): { store: Map<string, string>; cookies: Map<string, string> } {
  const store = new Map<string, string>();
  const cookies = new Map<string, string>();
  const kv: KeyValueStore = {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  };
  const jar: CookieJar = {
    get: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie) => {
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name, value] = pair.split('=');
      if (attributes.includes('max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  setBackends(kv, jar);
  return { store, cookies };
}
