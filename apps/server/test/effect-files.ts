import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { makeZip } from './zip.ts';

/**
 * The smallest genuine files of each kind the upload checks read (svga-content.ts, mp4-content.ts,
 * image-header.ts), built by hand so tests can also build them broken.
 */

function varint(value: number): number[] {
  const bytes: number[] = [];
  for (let rest = value; ; rest = Math.floor(rest / 128)) {
    if (rest < 128) return [...bytes, rest];
    bytes.push((rest % 128) | 0x80);
  }
}

/** A protobuf length-delimited field. */
function bytesField(field: number, value: Buffer): Buffer {
  return Buffer.concat([Buffer.from([(field << 3) | 2, ...varint(value.length)]), value]);
}

function floatField(field: number, value: number): Buffer {
  const bytes = Buffer.alloc(5);
  bytes[0] = (field << 3) | 5;
  bytes.writeFloatLE(value, 1);
  return bytes;
}

/** A MovieEntity: version, a view box at 20 fps for 40 frames, and its images (name → bytes). */
export function movieEntity(options: { version?: string; viewBox?: [number, number]; images?: Record<string, Buffer> } = {}) {
  const [width, height] = options.viewBox ?? [300, 300];
  const params = Buffer.concat([floatField(1, width), floatField(2, height), Buffer.from([0x18, 20, 0x20, 40])]);
  const images = Object.entries(options.images ?? {}).map(([name, data]) =>
    bytesField(3, Buffer.concat([bytesField(1, Buffer.from(name)), bytesField(2, data)])),
  );
  return Buffer.concat([bytesField(1, Buffer.from(options.version ?? '2.0.0')), bytesField(2, params), ...images]);
}

/** An SVGA 2.x: one zlib stream of a MovieEntity. */
export function svga2(options: Parameters<typeof movieEntity>[0] = {}): Buffer {
  return deflateSync(movieEntity(options));
}

/** An SVGA 1.x as older exporters write it: a zip of `movie.spec` (JSON) and its images. */
export function svga1(images: Record<string, Buffer> = { img_0: png(2, 2) }): Buffer {
  const spec = {
    ver: '1.1.0',
    movie: { viewBox: { width: 300, height: 300 }, fps: 20, frames: 40 },
    images: Object.fromEntries(Object.keys(images).map((name) => [name, name])),
    sprites: [],
  };
  return makeZip([
    { name: 'movie.spec', data: Buffer.from(JSON.stringify(spec)) },
    ...Object.entries(images).map(([name, data]) => ({ name, data })),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG saying it is `width`×`height` (grey, 8 bits); its pixels are one blank row, enough for header checks. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 64)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO box: its size, type and content. */
export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A movie header (version 0, 100 bytes): time scale 1000, 1 s long, rate 1.0, full volume, identity matrix. */
function mvhd(): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12);
  body.writeUInt32BE(1000, 16);
  body.writeUInt32BE(0x00010000, 20);
  body.writeUInt16BE(0x0100, 24);
  for (const [at, value] of [
    [36, 0x00010000],
    [52, 0x00010000],
    [68, 0x40000000],
  ] as const)
    body.writeUInt32BE(value, at);
  body.writeUInt32BE(2, 96);
  return box('mvhd', body);
}

/** A small MP4: `ftyp` (isom), `moov` with its movie header, and `mdat` of `mediaBytes` bytes. */
export function mp4(mediaBytes = 16): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1'));
  return Buffer.concat([ftyp, box('moov', mvhd()), box('mdat', Buffer.alloc(mediaBytes))]);
}

/**
 * A zlib stream of `total` zero bytes (a multiple of 1 MiB), built without deflating them: one MiB
 * of zeros deflated with a sync flush ends on a byte boundary without a final block, and every
 * back-reference in it reads zeros, so the same ~1 KB repeats; then a final empty block and the
 * Adler-32 of the zeros. About 1 MB for 1 GiB: how an SVGA 2.x bomb looks.
 */
export function zlibOfZeros(total: number): Buffer {
  const mib = 1024 * 1024;
  const chunk = deflateRawSync(Buffer.alloc(mib), { finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0, 0);
  const blocks = Array.from({ length: total / mib }, () => chunk);
  return Buffer.concat([Buffer.from([0x78, 0x01]), ...blocks, Buffer.from([3, 0]), adler]);
}
