import { deflateSync } from 'node:zlib';
import { SVGA_UPLOAD_LIMIT_BYTES, VIDEO_UPLOAD_LIMIT_BYTES } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { makeZip } from '../../../test/zip.ts';
import { isMp4, isSvga } from './effect-content.ts';

type Uploaded = { url: string; size: number; mime: string };
let t: TestApp;
let token: string;

/** An SVGA 2.x as animators export it: a zip with the animation in `movie.binary` and its images beside. */
const SVGA_2 = makeZip([
  { name: 'movie.binary', data: Buffer.from('\x0a\x050.0.1\x12\x08\x08\xc8\x01\x10\xc8\x01') },
  { name: 'img_0.png', data: PNG_1X1 },
]);
/** An SVGA 1.x: one zlib stream. */
const SVGA_1 = deflateSync(Buffer.from('{"ver":"1.1.0","movie":{}}'));
/** The smallest MP4 start: an `ftyp` box (isom brand), then an empty `mdat`. */
function mp4(extra = 0): Buffer {
  const ftyp = Buffer.alloc(20);
  ftyp.writeUInt32BE(20, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isom', 16, 'latin1');
  const mdat = Buffer.alloc(8 + extra);
  mdat.writeUInt32BE(8 + extra, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

const upload = (action: string, filename: string, content: Buffer, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Uploaded>(`UploadFile/${action}`, {}, { token, lang, files: [{ filename, content }] });

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
});

describe('effect content', () => {
  it('knows SVGA 2.x by its movie.binary entry and 1.x by its zlib header, MP4 by its ftyp box', () => {
    expect(isSvga(SVGA_2)).toBe(true);
    expect(isSvga(SVGA_1)).toBe(true);
    expect(isSvga(makeZip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]))).toBe(false);
    expect(isSvga(PNG_1X1)).toBe(false);
    expect(isSvga(Buffer.from([0x78, 0x00]))).toBe(false);
    expect(isMp4(mp4())).toBe(true);
    expect(isMp4(PNG_1X1)).toBe(false);
    expect(isMp4(SVGA_2)).toBe(false);
  });
});

describe('UploadFile/uploadSvga and uploadvideo', () => {
  it('keeps a real-shaped SVGA of either version and an MP4, served back as they came', async () => {
    const v2 = await upload('uploadSvga', 'rose.svga', SVGA_2);
    expect(v2).toMatchObject({ status: 200, data: { mime: 'application/x-svga', size: SVGA_2.length } });
    expect((await upload('uploadSvga', 'old.svga', SVGA_1)).status).toBe(200);
    const video = await upload('uploadvideo', 'rose.mp4', mp4());
    expect(video).toMatchObject({ status: 200, data: { mime: 'video/mp4', size: 28 } });
    const served = await t.inject({ method: 'GET', url: `${video.data.url}?token=${token}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(Buffer.from(served.rawPayload).equals(mp4())).toBe(true);
    const [log] = (await t.logRows(`module = 'UploadFile' AND action = 'uploadSvga'`)).slice(-1);
    expect(log).toMatchObject({ result: 'ok' });
  });

  it('refuses a picture renamed .svga or .mp4, and an MP4 sent as SVGA, with localised messages', async () => {
    expect(await upload('uploadSvga', 'rose.svga', PNG_1X1)).toMatchObject({
      status: 400,
      msg: 'Please upload an SVGA animation',
    });
    expect(await upload('uploadSvga', 'rose.svga', PNG_1X1, 'zh-cn')).toMatchObject({ status: 400, msg: '请上传 SVGA 动画文件' });
    expect(await upload('uploadSvga', 'rose.svga', mp4())).toMatchObject({ status: 400, msg: 'Please upload an SVGA animation' });
    expect(await upload('uploadvideo', 'rose.mp4', PNG_1X1)).toMatchObject({ status: 400, msg: 'Please upload an MP4 video' });
    expect(await upload('uploadvideo', 'rose.mp4', SVGA_2, 'zh-cn')).toMatchObject({ status: 400, msg: '请上传 MP4 视频' });
  });

  it('refuses a file over its kind’s limit (5 MB SVGA, 10 MB MP4) and keeps nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_file')).rows[0]?.n;
    const bigSvga = Buffer.concat([SVGA_1, Buffer.alloc(SVGA_UPLOAD_LIMIT_BYTES)]);
    expect(await upload('uploadSvga', 'big.svga', bigSvga)).toMatchObject({ status: 400, msg: 'The file is too large' });
    const bigVideo = mp4(VIDEO_UPLOAD_LIMIT_BYTES);
    expect(await upload('uploadvideo', 'big.mp4', bigVideo, 'zh-cn')).toMatchObject({ status: 400, msg: '文件过大' });
    // Just under the limit is taken.
    expect((await upload('uploadvideo', 'full.mp4', mp4(VIDEO_UPLOAD_LIMIT_BYTES - 28))).status).toBe(200);
    const after = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_file')).rows[0]?.n;
    expect(after).toBe((before ?? 0) + 1);
  });
});
