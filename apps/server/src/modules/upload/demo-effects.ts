import { deflateSync } from 'node:zlib';

/**
 * A blank SVGA 2.x animation (a deflated MovieEntity: version, then a 96×96 view box at 20 fps for
 * `frames` frames, no sprites): a real file a player accepts, different for each length.
 */
export function blankSvga(frames: number): Buffer {
  const float = (tag: number, value: number) => {
    const bytes = Buffer.alloc(5);
    bytes[0] = tag;
    bytes.writeFloatLE(value, 1);
    return bytes;
  };
  const params = Buffer.concat([float(0x0d, 96), float(0x15, 96), Buffer.from([0x18, 20, 0x20, frames])]);
  const movie = Buffer.concat([Buffer.from([0x0a, 5]), Buffer.from('2.0.0'), Buffer.from([0x12, params.length]), params]);
  return deflateSync(movie);
}
