import { SVGA_UPLOAD_LIMIT_BYTES, VIDEO_UPLOAD_LIMIT_BYTES } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { box, movieEntity, mp4, png, svga1, svga2, zlibOfZeros } from '../../../test/effect-files.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { makeZip } from '../../../test/zip.ts';

type Uploaded = { url: string; size: number; mime: string };
let t: TestApp;
let token: string;

const upload = (action: string, filename: string, content: Buffer, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  t.call<Uploaded>(`UploadFile/${action}`, {}, { token, lang, files: [{ filename, content }] });
const storedCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_file')).rows[0]?.n ?? 0;

/** An SVGA 2.x's shape inflating to 1 GiB of zeros: about 1 MB. */
const svgaOfOneGiB = () => zlibOfZeros(1024 * 1024 * 1024);

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
});

describe('UploadFile/uploadSvga and uploadvideo', () => {
  it('keeps a genuine SVGA of either version and an MP4, served back as they came', async () => {
    const v2 = await upload('uploadSvga', 'rose.svga', svga2());
    expect(v2).toMatchObject({ status: 200, data: { mime: 'application/x-svga', size: svga2().length } });
    // SVGA 1.x, a zip of movie.spec, was refused before its content was read.
    expect((await upload('uploadSvga', 'old.svga', svga1())).status).toBe(200);
    const binary = makeZip([{ name: 'movie.binary', data: movieEntity() }]);
    expect((await upload('uploadSvga', 'old-binary.svga', binary)).status).toBe(200);
    const video = await upload('uploadvideo', 'rose.mp4', mp4());
    expect(video).toMatchObject({ status: 200, data: { mime: 'video/mp4', size: mp4().length } });
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
      data: { errors: { file: 'Please upload an SVGA animation' } },
    });
    expect(await upload('uploadSvga', 'rose.svga', PNG_1X1, 'zh-cn')).toMatchObject({ status: 400, msg: '请上传 SVGA 动画文件' });
    expect(await upload('uploadSvga', 'rose.svga', mp4())).toMatchObject({ status: 400, msg: 'Please upload an SVGA animation' });
    expect(await upload('uploadvideo', 'rose.mp4', PNG_1X1)).toMatchObject({ status: 400, msg: 'Please upload an MP4 video' });
    expect(await upload('uploadvideo', 'rose.mp4', svga2(), 'zh-cn')).toMatchObject({ status: 400, msg: '请上传 MP4 视频' });
  });

  it('refuses what only starts like an SVGA or MP4 (issue 27), keeps nothing, and logs each refusal', async () => {
    const before = await storedCount();
    const bomb = await upload('uploadSvga', 'bomb.svga', svgaOfOneGiB());
    expect(bomb).toMatchObject({
      status: 400,
      msg: 'The file unpacks to more than 50 MB',
      data: { errors: { file: 'The file unpacks to more than 50 MB' } },
    });
    expect((await upload('uploadSvga', 'bomb.svga', svgaOfOneGiB(), 'zh-cn')).msg).toBe('文件解压后超过 50 MB');
    const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));
    const claims4GiB = mp4();
    claims4GiB.writeUInt32BE(0xffffffff, claims4GiB.length - 24);
    const refusedVideos = {
      polyglot: Buffer.concat([mp4(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
      'box of 4 GiB': claims4GiB,
      '32 bytes': Buffer.concat([ftyp, box('mdat')]),
    };
    for (const [shape, content] of Object.entries(refusedVideos)) {
      const reply = await upload('uploadvideo', `${shape}.mp4`, content);
      expect(reply, shape).toMatchObject({
        status: 400,
        msg: 'The file is damaged or incomplete; please export it again',
        data: { errors: { file: 'The file is damaged or incomplete; please export it again' } },
      });
    }
    expect((await upload('uploadvideo', 'x.mp4', refusedVideos['32 bytes'], 'zh-cn')).msg).toBe(
      '文件已损坏或不完整,请重新导出后上传',
    );
    expect(await storedCount()).toBe(before);
    const logged = (await t.logRows(`module = 'UploadFile' AND result <> 'ok'`)).slice(-4);
    expect(logged.map((row) => row.action)).toEqual(['uploadvideo', 'uploadvideo', 'uploadvideo', 'uploadvideo']);
    expect(logged[0]).toMatchObject({ result: 'failed', status: 400 });
  });

  it('refuses a file over its kind’s limit (5 MB SVGA, 10 MB MP4) and keeps nothing', async () => {
    const before = await storedCount();
    const bigSvga = Buffer.concat([svga2(), Buffer.alloc(SVGA_UPLOAD_LIMIT_BYTES)]);
    expect(await upload('uploadSvga', 'big.svga', bigSvga)).toMatchObject({ status: 400, msg: 'Files may be at most 5 MB' });
    const bigVideo = mp4(VIDEO_UPLOAD_LIMIT_BYTES);
    expect(await upload('uploadvideo', 'big.mp4', bigVideo, 'zh-cn')).toMatchObject({ status: 400, msg: '文件不能超过 10 MB' });
    // Just under the limit is taken.
    const full = mp4(VIDEO_UPLOAD_LIMIT_BYTES - mp4(0).length);
    expect(full.length).toBe(VIDEO_UPLOAD_LIMIT_BYTES);
    expect((await upload('uploadvideo', 'full.mp4', full)).status).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });
});

describe('UploadFile/uploadPicture', () => {
  it('reads the picture’s size and refuses one over 8192 pixels a side, or whose header is broken', async () => {
    const before = await storedCount();
    const huge = await upload('uploadPicture', 'huge.png', png(60_000, 60_000));
    expect(huge).toMatchObject({
      status: 400,
      msg: 'Images may be at most 8192 pixels wide and high',
      data: { errors: { file: 'Images may be at most 8192 pixels wide and high' } },
    });
    expect((await upload('uploadPicture', 'huge.png', png(60_000, 60_000), 'zh-cn')).msg).toBe(
      '图片的长和宽均不能超过 8192 像素',
    );
    expect((await upload('uploadPicture', 'tall.png', png(10, 8193))).status).toBe(400);
    const cut = await upload('uploadPicture', 'cut.png', png(16, 16).subarray(0, 24));
    expect(cut).toMatchObject({ status: 400, msg: 'The file is damaged or incomplete; please export it again' });
    expect(await storedCount()).toBe(before);
    expect(await upload('uploadPicture', 'wide.png', png(8192, 8192))).toMatchObject({
      status: 200,
      data: { mime: 'image/png' },
    });
  });

  it('refuses a picture inside an SVGA that is over the limit', async () => {
    const reply = await upload('uploadSvga', 'huge.svga', svga2({ images: { img_0: png(60_000, 60_000) } }));
    expect(reply).toMatchObject({ status: 400, msg: 'Images may be at most 8192 pixels wide and high' });
  });
});
