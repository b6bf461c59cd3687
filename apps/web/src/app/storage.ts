/**
 * Everything the console keeps in the browser (SPEC §3 "Locally stored"), behind one module so the
 * keys are spelled once and tests can swap the backends.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

/** SPEC §9: cookies expire after 1 day. */
export const COOKIE_MAX_AGE_SECONDS = 86_400;

export const Keys = {
  token: 'token',
  uid: 'login_uid',
  username: 'login_username',
  operateArea: 'operate_area',
  pageVersion: 'pageVersion',
  authList: 'authList',
  countries: 'countriesList',
  regions: 'interfaceRegional',
  tabNum: 'tabNum',
  pageNum: 'pageNum',
  /** Set at sign-in with a temporary password; the shell stays closed until it is changed. */
  mustChangePassword: 'mustChangePassword',
} as const;

/** Keys scoped to one admin account, so another account on the same browser never sees them. */
export const perAdminKey = (name: 'openedTabs' | 'quotaCheckedOn', uid: number) => `${name}:${uid}`;

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function browserCookies(): CookieJar {
  return {
    get: () => document.cookie,
    set: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers staff use.
      document.cookie = cookie;
    },
  };
}

let local: KeyValueStore = typeof localStorage === 'undefined' ? memoryStore() : localStorage;
let cookies: CookieJar | null = typeof document === 'undefined' ? null : browserCookies();

/** For unit tests running outside a browser. */
export function setBackends(store: KeyValueStore, jar: CookieJar | null): void {
  local = store;
  cookies = jar;
}

export function readItem(key: string): string | null {
  return local.getItem(key);
}

export function writeItem(key: string, value: string): void {
  local.setItem(key, value);
}

export function removeItem(key: string): void {
  local.removeItem(key);
}

export function readJson<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  const raw = local.getItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  local.setItem(key, JSON.stringify(value));
}

export function readCookie(name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.get().split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string): void {
  cookies?.set(`${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`);
}

export const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
