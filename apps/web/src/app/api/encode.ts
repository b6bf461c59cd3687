/**
 * One value of a form body; lists travel comma-separated (DESIGN §3), blanks are left out, and null
 * travels as an empty value: the server reads it as null where a field takes null (clearing an off
 * time), and as absent elsewhere.
 */
export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function encodeForm(input: Readonly<Record<string, unknown>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    const text = fieldText(value);
    if (text !== undefined) body.append(name, text);
  }
  return body;
}

export function encodeMultipart(input: Readonly<Record<string, unknown>>, files: Readonly<Record<string, Blob>>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) {
    const text = fieldText(value);
    if (text !== undefined) body.append(name, text);
  }
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return body;
}

function fieldText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(String).join(',');
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

export interface CallUrlParts {
  module: string;
  action: string;
  lang: string;
  uid: number | null;
  token: string | null;
}

/** SPEC §7: every call carries lang, login_uid and token in the query. */
export function callUrl(parts: CallUrlParts): string {
  const query = new URLSearchParams({ lang: parts.lang });
  if (parts.uid !== null) query.set('login_uid', String(parts.uid));
  if (parts.token) query.set('token', parts.token);
  return `/api/${encodeURIComponent(parts.module)}/${encodeURIComponent(parts.action)}?${query}`;
}
