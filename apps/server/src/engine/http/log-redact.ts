/**
 * What the server log may say about a URL. Tokens travel in the query (SPEC §7), so the query is
 * never logged; and two kinds of path are secrets themselves: an export's download link
 * (`/api/export/<ticket>`, usable once by whoever holds it) and an uploaded file (`/files/<id>`,
 * whose id is all that guards evidence and avatars). Their last segment is replaced.
 */
const SECRET_PATHS = /(\/api\/export\/|\/files\/)[^/?#\s"'`]+/g;
const TOKEN_PARAMS = /([?&;]token=)[^&#\s"'`]+/gi;
export const REDACTED = '[redacted]';

/** A request's URL as logged: its path only, with secret segments replaced. */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  return loggedPath(queryAt < 0 ? url : url.slice(0, queryAt));
}

export function loggedPath(path: string): string {
  return path.replace(SECRET_PATHS, `$1${REDACTED}`);
}

/**
 * Free text bound for the log (an error's message or stack) with the same secrets replaced: Fastify
 * and Node put the request's full URL in some of their errors ("Reply was already sent … /files/…").
 */
export function redactText(text: string): string {
  return text.replace(SECRET_PATHS, `$1${REDACTED}`).replace(TOKEN_PARAMS, `$1${REDACTED}`);
}
