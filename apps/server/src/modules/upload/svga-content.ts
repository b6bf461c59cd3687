import { isUtf8 } from 'node:buffer';
import { inflateSync } from 'node:zlib';
import { MAX_INFLATED_BYTES, openZip } from '../../engine/import/zip-guard.ts';
import { fitsSide, readImageHeader } from './image-header.ts';
import { readMessage, type WireField } from './protobuf-wire.ts';

/**
 * An SVGA comes in two shapes, both compressed, so it is unpacked (within MAX_INFLATED_BYTES) and
 * read far enough to know it is an animation a player opens:
 * - 1.x is a zip holding `movie.spec` (the animation as JSON) or `movie.binary` (as a protobuf
 *   MovieEntity), with its images beside them;
 * - 2.x is one zlib stream of a MovieEntity, its images inside it.
 * Either way the movie must say its version and view box, and every picture in it must be within
 * the image size limit (a tiny SVGA could otherwise carry a 60000×60000 PNG to every viewer).
 */
export type SvgaVerdict = 'not_svga' | 'damaged' | 'too_large' | 'image_too_large' | 'ok';

/** What SVGA players read as the animation, in a 1.x zip. */
const MOVIE_ENTRIES = ['movie.binary', 'movie.spec'];

export function inspectSvga(data: Buffer, maxImageSide: number): SvgaVerdict {
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) return inspectZipped(data, maxImageSide);
  if (isZlibHeader(data)) return inspectDeflated(data, maxImageSide);
  return 'not_svga';
}

/** 0x78 (deflate, 32 KB window), a check value making the pair a multiple of 31, and no preset dictionary. */
function isZlibHeader(data: Buffer): boolean {
  if (data.length < 2 || data[0] !== 0x78) return false;
  const flags = data[1] as number;
  return ((0x78 << 8) | flags) % 31 === 0 && (flags & 0x20) === 0;
}

function inspectZipped(data: Buffer, maxImageSide: number): SvgaVerdict {
  const opened = openZip(data, (names) => MOVIE_ENTRIES.some((name) => names.has(name)));
  if (opened === 'not_kind') return 'not_svga';
  if (opened === 'too_large') return 'too_large';
  if (opened === 'malformed') return 'damaged';
  const binary = opened.get('movie.binary');
  const spec = opened.get('movie.spec');
  const movie = binary ? inspectMovieEntity(binary, maxImageSide) : isMovieSpec(spec as Buffer) ? 'ok' : 'damaged';
  if (movie !== 'ok') return movie;
  for (const [name, content] of opened) {
    if (MOVIE_ENTRIES.includes(name)) continue;
    const picture = inspectPicture(content, maxImageSide);
    if (picture !== 'ok') return picture;
  }
  return 'ok';
}

/**
 * Inflated with a cap on its output, so a bomb stops at the cap instead of filling memory; the
 * stream must end where the file ends, so nothing rides after it.
 */
function inspectDeflated(data: Buffer, maxImageSide: number): SvgaVerdict {
  let inflated: { buffer: Buffer; engine: { bytesWritten: number } };
  try {
    // `info` answers the engine too, whose bytesWritten is how much of the input the stream took.
    inflated = inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES, info: true }) as unknown as typeof inflated;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'damaged';
  }
  if (inflated.engine.bytesWritten !== data.length) return 'damaged';
  return inspectMovieEntity(inflated.buffer, maxImageSide);
}

const positive = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A float field (protobuf `float`: 32 bits, little-endian). */
function floatOf(field: WireField | undefined): number | undefined {
  return field?.wire === 'fixed32' ? field.value.readFloatLE(0) : undefined;
}

/**
 * MovieEntity: 1 version (string), 2 params (MovieParams: 1 viewBoxWidth, 2 viewBoxHeight as
 * floats, 3 fps, 4 frames), 3 images (map of name to bytes), 4 sprites, 5 audios. The version and
 * a view box are required; the known fields must have their declared wire types.
 */
function inspectMovieEntity(bytes: Buffer, maxImageSide: number): SvgaVerdict {
  const fields = readMessage(bytes);
  if (!fields) return 'damaged';
  if (fields.some((field) => field.field <= 5 && field.wire !== 'bytes')) return 'damaged';
  const version = fields.find((field) => field.field === 1);
  const params = fields.find((field) => field.field === 2);
  if (version?.wire !== 'bytes' || version.value.length === 0 || !isUtf8(version.value)) return 'damaged';
  if (params?.wire !== 'bytes') return 'damaged';
  const viewBox = readMessage(params.value);
  if (!viewBox) return 'damaged';
  const width = floatOf(viewBox.find((field) => field.field === 1));
  const height = floatOf(viewBox.find((field) => field.field === 2));
  if (!positive(width) || !positive(height)) return 'damaged';
  for (const image of fields.filter((field) => field.field === 3)) {
    // A map entry is a message of its key (1) and value (2).
    const entry = readMessage(image.value as Buffer);
    const content = entry?.find((field) => field.field === 2);
    if (!entry || (content && content.wire !== 'bytes')) return 'damaged';
    const picture = content ? inspectPicture(content.value as Buffer, maxImageSide) : 'ok';
    if (picture !== 'ok') return picture;
  }
  return 'ok';
}

/** SVGA 1.x's JSON: `{ ver, movie: { viewBox: { width, height }, fps, frames }, images, sprites }`. */
function isMovieSpec(bytes: Buffer): boolean {
  let spec: unknown;
  try {
    spec = JSON.parse(bytes.toString('utf8'));
  } catch {
    return false;
  }
  const viewBox = (spec as { movie?: { viewBox?: { width?: unknown; height?: unknown } } } | null)?.movie?.viewBox;
  return positive(viewBox?.width) && positive(viewBox?.height);
}

/**
 * An SVGA's images sit beside its sounds (the 2.x images map holds both): what starts as a picture
 * must be a whole header within the size limit; anything else is left to the player.
 */
function inspectPicture(content: Buffer, maxImageSide: number): SvgaVerdict {
  const image = readImageHeader(content);
  if (image === undefined) return 'ok';
  if (image === 'damaged') return 'damaged';
  return fitsSide(image, maxImageSide) ? 'ok' : 'image_too_large';
}
