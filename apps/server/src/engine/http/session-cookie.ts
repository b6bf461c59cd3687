import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parseCookie, stringifySetCookie } from 'cookie';

/** The session cookie, set at sign-in (HttpOnly) and cleared at sign-out. */
export const TOKEN_COOKIE = 'token';

/** The token as a call carries it, and whether the browser attached it by itself (the cookie). */
export interface Credential {
  token: string | undefined;
  fromCookie: boolean;
}

/**
 * The token may come in the query (SPEC §7), `Authorization: Bearer`, or the `token` cookie, in
 * that order: a token the caller wrote into the request outranks the one a browser attaches to
 * any request for this host, which is the one a page of another site can make it send.
 */
export function credentialOf(request: IncomingMessage, query: Record<string, unknown>): Credential {
  if (typeof query.token === 'string' && query.token !== '') return { token: query.token, fromCookie: false };
  const { cookie, authorization } = request.headers;
  if (authorization?.startsWith('Bearer ')) return { token: authorization.slice(7).trim(), fromCookie: false };
  const fromCookie = cookie ? parseCookie(cookie)[TOKEN_COOKIE] : undefined;
  return fromCookie ? { token: fromCookie, fromCookie: true } : { token: undefined, fromCookie: false };
}

/**
 * Whether a call came from the console's own pages: its `Origin` names this host and port (the
 * forwarded host behind a trusted proxy), or, without an `Origin`, `Sec-Fetch-Site` says
 * same-origin. A call with neither is not a browser's, and no other site can have sent it.
 * A page on another port of the same host is same-site, so SameSite=Strict alone lets it through.
 */
export function fromOwnOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const { origin } = request.headers;
  if (origin !== undefined) {
    const own = ownHost(request, trustProxy);
    return own !== undefined && hostOfUrl(origin) === own;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/** Whether the call reached the console over HTTPS: on a TLS socket, or through a trusted proxy that says so. */
export function overHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as Partial<TLSSocket>).encrypted) return true;
  return trustProxy && firstOf(request.headers['x-forwarded-proto'])?.toLowerCase() === 'https';
}

/**
 * The session cookie's Set-Cookie line: out of reach of scripts (HttpOnly), sent only by the
 * console's own pages (SameSite=Strict; the same-site `<img>` of an upload still carries it), and
 * over HTTPS only when the console is served over HTTPS.
 */
export function sessionCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return stringifySetCookie({ name, value, maxAge: maxAgeSeconds, path: '/', httpOnly: true, sameSite: 'strict', secure });
}

function ownHost(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? firstOf(request.headers['x-forwarded-host']) : undefined;
  const host = forwarded ?? request.headers.host;
  if (!host) return undefined;
  // Parsed as a URL of the call's own scheme, so a default port written out (`:443`) compares equal.
  return hostOfUrl(`${overHttps(request, trustProxy) ? 'https' : 'http'}://${host}`);
}

function hostOfUrl(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The first value of a header a chain of proxies may have written several of. */
function firstOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim();
  return first === '' ? undefined : first;
}
