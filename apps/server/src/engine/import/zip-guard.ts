import { inflateRawSync } from 'node:zlib';
import { isWholeXmlWithoutDoctype } from './xml-shape.ts';

/**
 * Opens an uploaded zip (an xlsx, an SVGA 1.x) safely, before any library inflates it: sizes come
 * from the zip's central directory, and every entry is inflated once with an output limit of its
 * declared size, so a zip that lies about its sizes is caught too. An xlsx's XML parts must then be
 * whole documents without a DOCTYPE (see xml-shape.ts).
 */
export type ZipVerdict = 'ok' | 'not_xlsx' | 'too_large' | 'malformed';
/** Why a zip was not opened: not of the kind asked for (or no zip at all), a bomb, or inconsistent. */
export type ZipRefusal = 'not_kind' | 'too_large' | 'malformed';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
/** General purpose flags: encrypted, and sizes in a data descriptor after the data. */
const ENCRYPTED = 0x1;
const SIZES_AFTER_DATA = 0x8;
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 2000;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
  /** Where the local header says its data starts. */
  dataStart: number;
}

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= earliest; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

function centralEntries(data: Buffer): Entry[] | undefined {
  const end = findEndOfCentralDirectory(data);
  if (end < 0) return undefined;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at >= data.length) return undefined;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    const localOffset = data.readUInt32LE(at + 42);
    if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) return undefined;
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressed: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset,
      dataStart: localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Whether reading the file from its start, as the reader does (local header, data, next header),
 * finds exactly the entries of the directory checked here: same names, methods and sizes, one
 * after the other, nothing encrypted. A zip whose local headers disagree with its directory
 * would be read as something else than what was checked — or never finish being read.
 */
function readsFromStartAsChecked(data: Buffer, entries: readonly Entry[], directoryStart: number): boolean {
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const at = entry.localOffset;
    if (at !== expected) return false;
    const flags = data.readUInt16LE(at + 6);
    const nameLength = data.readUInt16LE(at + 26);
    if (flags & ENCRYPTED || data.readUInt16LE(at + 8) !== entry.method) return false;
    if (data.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) return false;
    let next = entry.dataStart + entry.compressed;
    if (flags & SIZES_AFTER_DATA) {
      // The descriptor: an optional signature, the CRC, then both sizes.
      const signed = next + 4 <= data.length && data.readUInt32LE(next) === DESCRIPTOR_SIGNATURE ? 4 : 0;
      if (next + signed + 12 > data.length) return false;
      const described = [data.readUInt32LE(next + signed + 4), data.readUInt32LE(next + signed + 8)];
      if (described[0] !== entry.compressed || described[1] !== entry.size) return false;
      next += signed + 12;
    } else if (data.readUInt32LE(at + 18) !== entry.compressed || data.readUInt32LE(at + 22) !== entry.size) {
      return false;
    }
    expected = next;
  }
  return expected === directoryStart;
}

/** The entry's content, when it inflates to exactly its declared size and no further. */
function inflatedWithinDeclaredSize(data: Buffer, entry: Entry): Buffer | undefined {
  const body = data.subarray(entry.dataStart, entry.dataStart + entry.compressed);
  if (entry.method === 0) return body.length === entry.size ? body : undefined;
  if (entry.method !== 8) return undefined;
  try {
    const inflated = inflateRawSync(body, { maxOutputLength: Math.max(entry.size, 1) });
    return inflated.length === entry.size ? inflated : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every entry of a zip, inflated, once its directory names the kind wanted (`isKind`, asked before
 * anything is inflated) and its sizes pass the bomb checks: ZIP64 markers, absurd ratios, more than
 * `maxInflated` bytes in all. Two entries of one name are refused: a reader might take either.
 */
export function openZip(
  data: Buffer,
  isKind: (names: ReadonlySet<string>) => boolean,
  maxInflated = MAX_INFLATED_BYTES,
): Map<string, Buffer> | ZipRefusal {
  if (data.length < 22 || data.readUInt32LE(0) !== LOCAL_SIGNATURE) return 'not_kind';
  const entries = centralEntries(data);
  if (!entries) return 'not_kind';
  const directoryStart = data.readUInt32LE(findEndOfCentralDirectory(data) + 16);
  const names = new Set(entries.map((entry) => entry.name));
  if (!isKind(names)) return 'not_kind';
  let total = 0;
  for (const entry of entries) {
    // ZIP64 markers and absurd ratios are how zip bombs look; real workbooks compress ~10×.
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) return 'too_large';
    if (entry.size > MAX_RATIO * Math.max(entry.compressed, 1) && entry.size > 1024 * 1024) return 'too_large';
    total += entry.size;
    if (total > maxInflated) return 'too_large';
  }
  if (names.size !== entries.length || !readsFromStartAsChecked(data, entries, directoryStart)) return 'malformed';
  const contents = new Map<string, Buffer>();
  for (const entry of entries) {
    const content = inflatedWithinDeclaredSize(data, entry);
    if (!content) return 'too_large';
    contents.set(entry.name, content);
  }
  return contents;
}

const XML_PART = /\.(xml|rels)$/i;

export function inspectXlsx(data: Buffer): ZipVerdict {
  const opened = openZip(data, (names) => names.has('[Content_Types].xml') && names.has('xl/workbook.xml'));
  if (opened === 'not_kind') return 'not_xlsx';
  if (typeof opened === 'string') return opened;
  for (const [name, content] of opened) {
    if (XML_PART.test(name) && !isWholeXmlWithoutDoctype(content)) return 'malformed';
  }
  return 'ok';
}
