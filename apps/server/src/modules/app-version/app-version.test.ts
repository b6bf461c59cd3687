import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

type Version = { id: number; platform: string; version_name: string; build: number; min_build: number; in_review: boolean };
type Standing = {
  platform: string;
  latest_name: string | null;
  latest_build: number | null;
  min_build: number | null;
  min_name: string | null;
  force_update: boolean;
  review_name: string | null;
};
type Page = { list: Version[]; total: number; standing: Standing[] };

let t: TestApp;
let admin: string;
const DAY = 86_400;
const base = () => ({
  platform: 'android',
  version_name: '3.0.0',
  build: 300,
  min_build: 212,
  download_url: 'https://play.google.com/store/apps/details?id=com.example.voicechat',
  released_at: t.clock.now() + 30 * DAY,
});
const list = async (input: Record<string, unknown> = {}) =>
  (await t.call<Page>('Setting/versionList', { pn: 200, ...input }, { token: admin })).data;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});

describe('app versions (Setting/versionList, versionSave, versionDelete)', () => {
  it('lists both release histories, newest build first, with where each platform stands now', async () => {
    const page = await list();
    expect(page.list.filter((one) => one.platform === 'android')).toHaveLength(9);
    expect(page.list.filter((one) => one.platform === 'ios')).toHaveLength(8);
    expect(page.list[0]?.build).toBe(216);
    // Android's 2.14.0 is due next week: the latest released is 2.13.0; iOS's 2.14.0 is in review.
    expect(page.standing).toEqual([
      {
        platform: 'android',
        latest_name: '2.13.0',
        latest_build: 215,
        min_build: 212,
        min_name: '2.11.0',
        force_update: false,
        review_name: null,
      },
      {
        platform: 'ios',
        latest_name: '2.13.0',
        latest_build: 215,
        min_build: 212,
        min_name: '2.11.0',
        force_update: false,
        review_name: '2.14.0',
      },
    ]);
    t.clock.advance(8 * DAY);
    // A week on, the session has ended: signed in again.
    admin = await t.login('admin');
    expect((await list()).standing[0]).toMatchObject({ latest_name: '2.14.0', latest_build: 216 });
  });

  it('refuses each invalid value with its message in both languages, and saves nothing', async () => {
    const refusals: [Record<string, unknown>, Record<string, string>, Record<string, string>][] = [
      [{ version_name: '3.0' }, { version_name: 'Invalid option' }, { version_name: '选项无效' }],
      [{ build: 0 }, { build: 'Value is too small' }, { build: '数值过小' }],
      [{ build: 2.5 }, { build: 'Must be a whole number' }, { build: '必须是整数' }],
      [{ platform: 'web' }, { platform: 'Invalid option' }, { platform: '选项无效' }],
      [
        { min_build: 301 },
        { min_build: "The minimum supported build cannot be above this version's build" },
        { min_build: '最低支持版本号不能高于本版本的版本号' },
      ],
      [
        { download_url: 'http://example.com/app.apk' },
        { download_url: 'The download address must start with https://' },
        { download_url: '下载地址须以 https:// 开头' },
      ],
      [
        { in_review: true },
        { in_review: 'Only an iOS version can be under App Store review' },
        { in_review: '只有 iOS 版本有 App Store 审核状态' },
      ],
      [{ released_at: '' }, { released_at: 'Cannot be empty' }, { released_at: '不能为空' }],
    ];
    const before = (await list()).total;
    for (const [change, en, zh] of refusals) {
      const body = { ...base(), ...change };
      const english = await t.call('Setting/versionSave', body, { token: admin, lang: 'en-us' });
      expect(english, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: en } });
      const chinese = await t.call('Setting/versionSave', body, { token: admin, lang: 'zh-cn' });
      expect(chinese, JSON.stringify(change)).toMatchObject({ status: 400, data: { errors: zh } });
    }
    // A build or a name the platform already has.
    for (const change of [{ build: 215 }, { version_name: '2.13.0' }]) {
      const body = { ...base(), ...change };
      expect(await t.call('Setting/versionSave', body, { token: admin, lang: 'en-us' })).toMatchObject({
        status: 400,
        msg: 'Already exists',
      });
    }
    expect((await list()).total).toBe(before);
    // The same build on the other platform, in review there, is a version of its own.
    const ios = await t.call<Version>(
      'Setting/versionSave',
      { ...base(), platform: 'ios', in_review: true, min_build: 300, download_url: 'https://apps.apple.com/app/id1' },
      { token: admin },
    );
    expect(ios).toMatchObject({ status: 200, data: { platform: 'ios', build: 300, in_review: true } });
    expect((await list()).standing[1]?.review_name).toBe('3.0.0');
  });

  it('is a super admin screen: the country admin and the operator are refused', async () => {
    for (const login of ['country_admin', 'operator']) {
      expect((await t.call('Setting/versionList', {}, { token: await t.login(login) })).status, login).toBe(403);
    }
  });
});
