/**
 * An address the app can open in a web view: an absolute http or https URL with a host and no
 * spaces (`javascript:`, app schemes and bare words are not). `secure`: https only (a download).
 * The one check behind every link field (messages, ads, versions, video sources, system fields).
 */
export function isWebUrl(value: string, { secure = false }: { secure?: boolean } = {}): boolean {
  if (/\s/.test(value)) return false;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  const schemes = secure ? ['https:'] : ['http:', 'https:'];
  return schemes.includes(parsed.protocol) && parsed.hostname !== '';
}
