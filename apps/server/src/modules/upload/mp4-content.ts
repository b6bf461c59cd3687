/**
 * An MP4 (ISO base media file) is a run of boxes, each a size and a four-letter type: walking them
 * from the start must land exactly on the file's end. That refuses a box claiming more than the file
 * holds (4 GiB in a few bytes), a cut-off file, and anything riding after the last box (an HTML page
 * glued to a video, which a browser sniffing the bytes might render).
 */

/** Not an MP4 at all (no `ftyp` box first), one whose boxes do not hold together, or a sound one. */
export type Mp4Verdict = 'not_mp4' | 'damaged' | 'ok';

interface Box {
  type: string;
  /** Where its content starts and where the box ends. */
  start: number;
  end: number;
}

/** Four printable ASCII letters, as every box type a player acts on is. */
const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/**
 * The boxes that tile `data` from `from` to `to`, or undefined when they do not: a size smaller than
 * its header or reaching past `to`, or a type that is not four letters. Size 1 means a 64-bit size
 * follows; size 0 means the box runs to the end.
 */
function boxesIn(data: Buffer, from: number, to: number): Box[] | undefined {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return undefined;
    const type = data.toString('latin1', at + 4, at + 8);
    if (!BOX_TYPE.test(type)) return undefined;
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return undefined;
      const large = data.readBigUInt64BE(at + 8);
      if (large > BigInt(to - at)) return undefined;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return undefined;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * Recognised by its `ftyp` box first; then every top-level box must fit, `moov` (the movie's
 * description, its own boxes tiling it and `mvhd` among them) and `mdat` (the media) must be there.
 */
export function inspectMp4(data: Buffer): Mp4Verdict {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return 'not_mp4';
  const boxes = boxesIn(data, 0, data.length);
  const ftyp = boxes?.[0];
  // ftyp: major brand, minor version, then whole compatible brands.
  if (!boxes || !ftyp || ftyp.end - ftyp.start < 8 || (ftyp.end - ftyp.start) % 4 !== 0) return 'damaged';
  const moov = boxes.filter((box) => box.type === 'moov');
  if (moov.length !== 1 || !boxes.some((box) => box.type === 'mdat')) return 'damaged';
  const movie = moov[0] as Box;
  const inside = boxesIn(data, movie.start, movie.end);
  if (!inside?.some((box) => box.type === 'mvhd')) return 'damaged';
  return 'ok';
}
