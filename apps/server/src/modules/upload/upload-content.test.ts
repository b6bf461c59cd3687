import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { box, movieEntity, mp4, png, svga1, svga2, zlibOfZeros } from '../../../test/effect-files.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { makeZip } from '../../../test/zip.ts';
import { type ImageHeader, readImageHeader } from './image-header.ts';
import { inspectMp4 } from './mp4-content.ts';
import { readMessage } from './protobuf-wire.ts';
import { inspectSvga } from './svga-content.ts';

const SIDE = 8192;
const GIB = 1024 * 1024 * 1024;

describe('SVGA content', () => {
  it('accepts 2.x (a zlib MovieEntity) and 1.x (a zip of movie.spec or movie.binary with its images)', () => {
    expect(inspectSvga(svga2(), SIDE)).toBe('ok');
    expect(inspectSvga(svga2({ images: { img_0: png(4, 4), sound: Buffer.from('ID3 not a picture') } }), SIDE)).toBe('ok');
    expect(inspectSvga(svga1(), SIDE)).toBe('ok');
    const binary = makeZip([
      { name: 'movie.binary', data: movieEntity() },
      { name: 'img_0.png', data: PNG_1X1 },
    ]);
    expect(inspectSvga(binary, SIDE)).toBe('ok');
  });

  it('refuses an SVGA inflating to 1 GiB quickly, stopping at the cap', () => {
    // The builder makes a genuine stream: 2 MiB of zeros from a few KB.
    expect(inflateSync(zlibOfZeros(2 * 1024 * 1024)).equals(Buffer.alloc(2 * 1024 * 1024))).toBe(true);
    // Inflating it whole would take 1 GiB of memory; the cap stops it at 50 MB.
    expect(inspectSvga(zlibOfZeros(GIB), SIDE)).toBe('too_large');
    const zipBomb = makeZip([{ name: 'movie.spec', data: Buffer.from('{}'), declaredSize: GIB }]);
    expect(inspectSvga(zipBomb, SIDE)).toBe('too_large');
  });

  it('refuses what is not an SVGA, and one whose movie does not hold together', () => {
    expect(inspectSvga(PNG_1X1, SIDE)).toBe('not_svga');
    expect(inspectSvga(mp4(), SIDE)).toBe('not_svga');
    expect(inspectSvga(makeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]), SIDE)).toBe('not_svga');
    expect(inspectSvga(Buffer.from([0x78, 0x00]), SIDE)).toBe('not_svga');
    const damaged = {
      'a zlib stream of text': deflateSync(Buffer.from('<html><script>alert(1)</script></html>')),
      'a cut-off zlib stream': svga2().subarray(0, 12),
      'HTML after the stream': Buffer.concat([svga2(), Buffer.from('<html>')]),
      'no view box': deflateSync(Buffer.concat([Buffer.from([0x0a, 5]), Buffer.from('2.0.0'), Buffer.from([0x12, 2, 0x18, 20])])),
      'a zero view box': svga2({ viewBox: [0, 300] }),
      'no version': svga2({ version: '' }),
      'movie.spec that is not JSON': makeZip([{ name: 'movie.spec', data: Buffer.from('{"movie":') }]),
      'movie.spec without a view box': makeZip([{ name: 'movie.spec', data: Buffer.from('{"ver":"1.1.0","movie":{}}') }]),
      'movie.binary that is no protobuf': makeZip([{ name: 'movie.binary', data: Buffer.from('\x0a\x050.0.1') }]),
      'a picture with a broken header': svga1({ img_0: png(4, 4).subarray(0, 20) }),
      'two entries of one name': makeZip([
        { name: 'movie.binary', data: movieEntity() },
        { name: 'movie.binary', data: Buffer.from('x') },
      ]),
    };
    for (const [shape, data] of Object.entries(damaged)) expect(inspectSvga(data, SIDE), shape).toBe('damaged');
  });

  it('refuses pictures inside an SVGA larger than the limit, either version', () => {
    expect(inspectSvga(svga2({ images: { img_0: png(60_000, 60_000) } }), SIDE)).toBe('image_too_large');
    expect(inspectSvga(svga1({ img_0: png(8193, 10) }), SIDE)).toBe('image_too_large');
    expect(inspectSvga(svga1({ img_0: png(8192, 8192) }), SIDE)).toBe('ok');
  });
});

describe('protobuf wire reader', () => {
  it('reads fields and refuses a value running past the end', () => {
    expect(readMessage(Buffer.from([0x08, 0x96, 0x01, 0x12, 1, 0x41]))).toEqual([
      { field: 1, wire: 'varint', value: 150n },
      { field: 2, wire: 'bytes', value: Buffer.from('A') },
    ]);
    expect(readMessage(Buffer.from([0x12, 5, 0x41]))).toBeUndefined();
    expect(readMessage(Buffer.from([0x08, 0xff]))).toBeUndefined();
    expect(readMessage(Buffer.from([0x00, 0x01]))).toBeUndefined();
    expect(readMessage(Buffer.from([0x0b]))).toBeUndefined();
  });
});

describe('MP4 content', () => {
  it('accepts ftyp, moov and mdat that tile the file, with 64-bit and to-the-end sizes', () => {
    expect(inspectMp4(mp4())).toBe('ok');
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(16n, 8);
    const ftypAndMoov = mp4().subarray(0, mp4().length - 24);
    expect(inspectMp4(Buffer.concat([ftypAndMoov, large]))).toBe('ok');
    const toTheEnd = box('mdat', Buffer.alloc(100));
    toTheEnd.writeUInt32BE(0, 0);
    expect(inspectMp4(Buffer.concat([ftypAndMoov, toTheEnd]))).toBe('ok');
  });

  it('refuses a box claiming 4 GiB, a 32-byte MP4, an MP4/HTML polyglot, and one without its movie', () => {
    const claims4GiB = mp4();
    claims4GiB.writeUInt32BE(0xffffffff, claims4GiB.length - 24);
    const large4GiB = Buffer.concat([mp4().subarray(0, mp4().length - 24), Buffer.alloc(16)]);
    large4GiB.writeUInt32BE(1, large4GiB.length - 16);
    large4GiB.write('mdat', large4GiB.length - 12, 'latin1');
    large4GiB.writeBigUInt64BE(4n * BigInt(GIB), large4GiB.length - 8);
    const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const damaged = {
      'a box claiming 4 GiB': claims4GiB,
      'a 64-bit box claiming 4 GiB': large4GiB,
      'a 32-byte MP4': Buffer.concat([ftyp, box('mdat')]),
      'HTML after the last box': Buffer.concat([mp4(), html]),
      'HTML instead of boxes': Buffer.concat([ftyp, html]),
      'no moov': Buffer.concat([ftyp, box('free'), box('mdat', Buffer.alloc(64))]),
      'no mdat': Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100)))]),
      'moov without mvhd': Buffer.concat([ftyp, box('moov', box('trak')), box('mdat')]),
      'moov whose boxes overrun it': Buffer.concat([ftyp, box('moov', Buffer.from('000000ff6d766864', 'hex')), box('mdat')]),
      'a cut-off file': mp4().subarray(0, mp4().length - 4),
    };
    for (const [shape, data] of Object.entries(damaged)) expect(inspectMp4(data), shape).toBe('damaged');
    expect(damaged['a 32-byte MP4'].length).toBe(32);
    expect(inspectMp4(PNG_1X1)).toBe('not_mp4');
    expect(inspectMp4(svga2())).toBe('not_mp4');
  });
});

describe('image headers', () => {
  const sizeOf = (data: Buffer) => {
    const header = readImageHeader(data);
    return typeof header === 'object' ? [(header as ImageHeader).mime, header.width, header.height] : header;
  };

  it('reads the size of a PNG, JPEG, GIF and each WebP encoding', () => {
    expect(sizeOf(PNG_1X1)).toEqual(['image/png', 1, 1]);
    expect(sizeOf(png(60_000, 60_000))).toEqual(['image/png', 60_000, 60_000]);
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb00040000ffc0000b080200000301011100ffd9', 'hex');
    expect(sizeOf(jpeg)).toEqual(['image/jpeg', 3, 512]);
    expect(sizeOf(Buffer.from('474946383961400020008000', 'hex').subarray(0, 12))).toBe('damaged');
    expect(sizeOf(Buffer.from('47494638396140002000800000', 'hex'))).toEqual(['image/gif', 64, 32]);
    const webp = (kind: string, payload: string) => {
      const body = Buffer.from(payload, 'hex');
      const head = Buffer.alloc(20);
      head.write('RIFF', 0, 'latin1');
      head.writeUInt32LE(12 + body.length, 4);
      head.write(`WEBP${kind}`, 8, 'latin1');
      head.writeUInt32LE(body.length, 16);
      return Buffer.concat([head, body]);
    };
    expect(sizeOf(webp('VP8 ', '0000009d012a40003000'))).toEqual(['image/webp', 64, 48]);
    expect(sizeOf(webp('VP8L', '2f3f400300'))).toEqual(['image/webp', 64, 14]);
    expect(sizeOf(webp('VP8X', '000000003f00002f0000'))).toEqual(['image/webp', 64, 48]);
  });

  it('calls a cut-off or broken header damaged, and anything else not an image', () => {
    expect(sizeOf(png(16, 16).subarray(0, 30))).toBe('damaged');
    const badCrc = png(16, 16);
    badCrc.writeUInt32BE(60_000, 16);
    expect(sizeOf(badCrc)).toBe('damaged');
    expect(sizeOf(png(0, 16))).toBe('damaged');
    expect(sizeOf(Buffer.from('ffd8ffe000104a46', 'hex'))).toBe('damaged');
    expect(sizeOf(Buffer.from('ffd8ffda0002', 'hex'))).toBe('damaged');
    expect(sizeOf(Buffer.from('RIFF\xff\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('damaged');
    expect(sizeOf(Buffer.from('<svg onload=alert(1)>'))).toBeUndefined();
  });
});
