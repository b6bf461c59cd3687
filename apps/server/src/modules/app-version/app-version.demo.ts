import type { Orm } from '../../db/orm.ts';
import { appVersions } from './app-version.tables.ts';

const DAY = 86_400;

const STORE_URL = {
  android: 'https://play.google.com/store/apps/details?id=com.example.voicechat',
  ios: 'https://apps.apple.com/app/id1500000000',
};

/** [version name, build, minimum build, forced, released (days from now), notes en, notes zh] */
type DemoVersion = [string, number, number, boolean, number, string, string];

/** A year of releases on both platforms; 2.11.0 raised the minimum (a payment fix) and was forced. */
const HISTORY: readonly DemoVersion[] = [
  ['2.8.0', 208, 200, false, -330, 'Family rooms and new gifts', '家族房间与新礼物'],
  ['2.9.0', 209, 200, false, -270, 'Room themes, faster loading', '房间主题,加载更快'],
  ['2.9.1', 210, 200, false, -255, 'Crash fixes', '修复闪退'],
  ['2.10.0', 211, 205, false, -200, 'Lucky box and room crystal', '幸运宝箱与房间水晶'],
  ['2.11.0', 212, 211, true, -140, 'Payment security update (required)', '支付安全更新(必须更新)'],
  ['2.12.0', 213, 211, false, -80, 'Agents can recharge members directly', '代理可直接为用户充值'],
  ['2.12.1', 214, 211, false, -60, 'Voice quality improvements', '语音质量改进'],
  ['2.13.0', 215, 212, false, -12, 'Popups, skins and the new home page', '弹窗、皮肤与全新首页'],
];

/**
 * Release histories of both apps. iOS lags a few days (review) and skipped 2.9.1; its 2.14.0 is
 * under App Store review now, and Android's 2.14.0 is due next week (released later: not latest yet).
 */
export async function insertDemoAppVersions(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: appVersions.id }).from(appVersions).limit(1)).length > 0) return;
  const row = (platform: 'android' | 'ios', [name, build, minBuild, forced, day, en, zh]: DemoVersion, lag = 0) => ({
    platform,
    versionName: name,
    build,
    minBuild,
    forceUpdate: forced,
    inReview: false,
    downloadUrl: STORE_URL[platform],
    notesZh: zh,
    notesEn: en,
    releasedAt: now + (day + lag) * DAY,
    createdBy: 1,
    createdByName: 'admin',
    createdAt: now + (day + lag - 1) * DAY,
    updatedAt: now + (day + lag - 1) * DAY,
  });
  const upcoming: DemoVersion = ['2.14.0', 216, 212, false, 7, 'Voice rooms in 4K audio', '语音房间高清音质'];
  await db
    .insert(appVersions)
    .values([
      ...HISTORY.map((version) => row('android', version)),
      row('android', upcoming),
      ...HISTORY.filter(([name]) => name !== '2.9.1').map((version) => row('ios', version, 3)),
      { ...row('ios', upcoming), releasedAt: now + 10 * DAY, inReview: true },
    ]);
}
