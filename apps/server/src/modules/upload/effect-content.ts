/**
 * Gift and prop effects recognised by their bytes, never by name or declared type (SPEC §5):
 * a renamed picture is refused whatever it is called.
 */

export const SVGA_MIME = 'application/x-svga';
export const MP4_MIME = 'video/mp4';
/** What a file-kind effect field may point at. */
export const EFFECT_MIMES: readonly string[] = [SVGA_MIME, MP4_MIME];

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

/** The names in a zip's central directory, or undefined when it is not a well-formed zip. */
function zipEntryNames(data: Buffer): string[] | undefined {
  // The end record is the last 22 bytes, unless an archive comment (≤ 64 KB) follows it.
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let at = data.length - 22; at >= earliest; at--) {
    if (data.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * SVGA 2.x is a zip whose `movie.binary` holds the animation; SVGA 1.x is one zlib stream (first
 * byte 0x78, and the two header bytes a multiple of 31, as zlib requires).
 */
export function isSvga(data: Buffer): boolean {
  if (data.length >= 22 && data.readUInt32LE(0) === ZIP_LOCAL_HEADER)
    return zipEntryNames(data)?.includes('movie.binary') ?? false;
  return data.length >= 2 && data[0] === 0x78 && ((data[0] << 8) | (data[1] as number)) % 31 === 0;
}

/** An MP4 (ISO base media) starts with its `ftyp` box: a size of at least 8, then the type at offset 4. */
export function isMp4(data: Buffer): boolean {
  if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = data.readUInt32BE(0);
  return boxSize >= 8 && boxSize <= data.length;
}
