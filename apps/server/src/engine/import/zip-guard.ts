import { inflateRawSync } from 'node:zlib';

/**
 * Checks an upload is a real xlsx (a zip holding a workbook) and safe to open, before any library
 * inflates it: sizes come from the zip's central directory, and every entry is inflated once with
 * an output limit of its declared size, so a zip that lies about its sizes is caught too.
 */
export type ZipVerdict = 'ok' | 'not_xlsx' | 'too_large';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 2000;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
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
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressed: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

function inflatesWithinDeclaredSize(data: Buffer, entry: Entry): boolean {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) return false;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const body = data.subarray(start, start + entry.compressed);
  if (entry.method === 0) return body.length === entry.size;
  if (entry.method !== 8) return false;
  try {
    return inflateRawSync(body, { maxOutputLength: Math.max(entry.size, 1) }).length === entry.size;
  } catch {
    return false;
  }
}

export function inspectXlsx(data: Buffer): ZipVerdict {
  if (data.length < 22 || data.readUInt32LE(0) !== LOCAL_SIGNATURE) return 'not_xlsx';
  const entries = centralEntries(data);
  if (!entries) return 'not_xlsx';
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'not_xlsx';
  let total = 0;
  for (const entry of entries) {
    // ZIP64 markers and absurd ratios are how zip bombs look; real workbooks compress ~10×.
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) return 'too_large';
    if (entry.size > MAX_RATIO * Math.max(entry.compressed, 1) && entry.size > 1024 * 1024) return 'too_large';
    total += entry.size;
    if (total > MAX_INFLATED_BYTES) return 'too_large';
  }
  for (const entry of entries) {
    if (!inflatesWithinDeclaredSize(data, entry)) return 'too_large';
  }
  return 'ok';
}
