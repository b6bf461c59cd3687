/**
 * What an xlsx part must look like before a parser sees it: no document type declaration (an xlsx
 * never has one; it is how entity expansion and external entities get in), and a whole document —
 * the streaming reader stops quietly at the end of a cut-off part and would import half a sheet.
 * A full parse follows in the reader; this catches what that parse lets through.
 */
export function isWholeXmlWithoutDoctype(data: Buffer): boolean {
  if (data.includes('<!DOCTYPE') || data.includes('<!ENTITY')) return false;
  const headBytes = Math.min(data.length, HEAD_BYTES);
  const head = data.toString('utf8', 0, headBytes).replace(/^\uFEFF/, '');
  const root = rootElementOf(head);
  if (!root) return false;
  if (root.selfClosing) {
    // `<workbook/>`: the whole document when nothing but white space follows it.
    return headBytes === data.length && head.slice(root.end).trim() === '';
  }
  const tail = data.toString('utf8', Math.max(0, data.length - 1024)).trimEnd();
  return tail.endsWith(`</${root.name}>`);
}

const HEAD_BYTES = 64 * 1024;

interface RootElement {
  name: string;
  selfClosing: boolean;
  /** Where its start tag ends, in the text searched. */
  end: number;
}

/** The root element's start tag, after the XML declaration, comments and processing instructions. */
function rootElementOf(text: string): RootElement | undefined {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
    if (text.startsWith('<?', at)) at = skipPast(text, '?>', at);
    else if (text.startsWith('<!--', at)) at = skipPast(text, '-->', at);
    else break;
    if (at < 0) return undefined;
  }
  const start = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 256));
  if (!start) return undefined;
  const close = text.indexOf('>', at);
  if (close < 0) return undefined;
  return { name: start[1] as string, selfClosing: text[close - 1] === '/', end: close + 1 };
}

function skipPast(text: string, marker: string, from: number): number {
  const found = text.indexOf(marker, from);
  return found < 0 ? -1 : found + marker.length;
}
