/** `page` (from 1) and `pn` (page size) as LIMIT/OFFSET. */
export function pageWindow(input: { page: number; pn: number }): { limit: number; offset: number } {
  return { limit: input.pn, offset: (input.page - 1) * input.pn };
}

/** Escapes LIKE wildcards so a search for `50%` finds that text and not everything. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
