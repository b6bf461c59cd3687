import { UPLOAD_LIMITS } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1X1 } from '../../../test/samples.ts';
import { setImageUploadLimit } from '../../engine/upload-limit.ts';

/** SPEC §9: the image upload limit is a setting (IMAGE_UPLOAD_LIMIT_MB), here 1 MB instead of 2. */
const MB = 1024 * 1024;
let t: TestApp;
let token: string;

beforeAll(async () => {
  // Set before the app is built, as the server's entry point does: its body reader takes it then.
  setImageUploadLimit(MB);
  t = await startTestApp();
  token = await t.login('operator');
});

afterAll(() => {
  // A process-wide setting: the other test files of this worker expect the default.
  setImageUploadLimit(UPLOAD_LIMITS.image);
});

const upload = (content: Buffer, lang: 'zh-cn' | 'en-us' = 'en-us') =>
  t.call('UploadFile/uploadPicture', {}, { token, lang, files: [{ filename: 'picture.png', content }] });
const stored = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_file')).rows[0]?.n;

describe('the image upload limit', () => {
  it('is told to the page with the account information', async () => {
    const info = await t.call<{ image_upload_limit: number }>('CommonHelper/uidInfo', {}, { token });
    expect(info.data.image_upload_limit).toBe(MB);
  });

  it('refuses a larger picture naming the limit in both languages, keeping nothing; one at the limit is taken', async () => {
    const before = await stored();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MB + 1 - PNG_1X1.length)]);
    const en = await upload(big);
    expect(en).toMatchObject({ status: 400, msg: 'Files may be at most 1 MB' });
    expect(en.data).toEqual({ errors: { file: 'Files may be at most 1 MB' } });
    expect(await upload(big, 'zh-cn')).toMatchObject({ status: 400, msg: '文件不能超过 1 MB' });
    expect(await stored()).toBe(before);
    expect(await t.logRows(`action = 'uploadPicture' AND result = 'failed'`)).toHaveLength(2);

    const atLimit = Buffer.concat([PNG_1X1, Buffer.alloc(MB - PNG_1X1.length)]);
    expect((await upload(atLimit)).status).toBe(200);
    expect(await stored()).toBe((before ?? 0) + 1);
  });
});
