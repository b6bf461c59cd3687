import { crc32 } from 'node:zlib';

/**
 * Images are recognised by their first bytes, never by name or declared type, and their header is
 * read as far as the picture's size: a browser decodes a 60000×60000 PNG of a few kilobytes into
 * gigabytes, so the size is checked against a limit before the file is kept (MAX_IMAGE_SIDE).
 */
export interface ImageHeader {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  width: number;
  height: number;
}

/** Not an image (undefined), an image whose header is cut off or broken ('damaged'), or its size. */
export type ImageVerdict = ImageHeader | 'damaged' | undefined;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function readImageHeader(data: Buffer): ImageVerdict {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHeader(data);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return jpegHeader(data);
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return gifHeader(data);
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return webpHeader(data);
  return undefined;
}

/** Both sides within `maxSide` pixels. */
export function fitsSide(image: ImageHeader, maxSide: number): boolean {
  return image.width <= maxSide && image.height <= maxSide;
}

function sized(mime: ImageHeader['mime'], width: number, height: number): ImageVerdict {
  return width > 0 && height > 0 ? { mime, width, height } : 'damaged';
}

/** The IHDR chunk comes first, 13 bytes, with its CRC: a header that fails it is no PNG a decoder opens. */
function pngHeader(data: Buffer): ImageVerdict {
  if (data.length < 33 || data.readUInt32BE(8) !== 13 || data.toString('latin1', 12, 16) !== 'IHDR') return 'damaged';
  if (crc32(data.subarray(12, 29)) !== data.readUInt32BE(29)) return 'damaged';
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  // The format caps each side at 2^31 - 1.
  if (width > 0x7fffffff || height > 0x7fffffff) return 'damaged';
  return sized('image/png', width, height);
}

/** Start-of-frame markers (SOF0–SOF15) carry the size; C4, C8 and CC share the range but are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the segments from the start to the first frame header; scan data before it means no size. */
function jpegHeader(data: Buffer): ImageVerdict {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return 'damaged';
    const marker = data[at + 1] as number;
    // Fill bytes, and markers that stand alone without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return 'damaged';
    const length = data.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > data.length) return 'damaged';
    if (isStartOfFrame(marker)) {
      if (length < 8) return 'damaged';
      return sized('image/jpeg', data.readUInt16BE(at + 7), data.readUInt16BE(at + 5));
    }
    at += 2 + length;
  }
  return 'damaged';
}

/** The logical screen that every frame is drawn into. */
function gifHeader(data: Buffer): ImageVerdict {
  if (data.length < 13) return 'damaged';
  return sized('image/gif', data.readUInt16LE(6), data.readUInt16LE(8));
}

/** The first chunk says which of the three encodings it is and holds the canvas size. */
function webpHeader(data: Buffer): ImageVerdict {
  if (data.length < 20 || data.readUInt32LE(4) + 8 > data.length) return 'damaged';
  const kind = data.toString('latin1', 12, 16);
  const size = data.readUInt32LE(16);
  if (20 + size > data.length) return 'damaged';
  if (kind === 'VP8 ' && size >= 10 && data.readUIntBE(23, 3) === 0x9d012a)
    return sized('image/webp', data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  if (kind === 'VP8L' && size >= 5 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (kind === 'VP8X' && size >= 10) return sized('image/webp', data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  return 'damaged';
}
