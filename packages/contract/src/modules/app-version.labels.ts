import { defineLabels } from '../resource/labels.ts';

/** Words of app versions (menu 24009), both languages. */
export const appVersionLabels = defineLabels({
  noun: ['版本', 'app version'],
  fields: {
    platform: ['平台', 'Platform'],
    version_name: ['版本名称', 'Version name'],
    build: ['版本号', 'Build'],
    min_build: ['最低支持版本号', 'Minimum supported build'],
    force_update: ['强制更新', 'Force update'],
    in_review: ['App Store 审核中', 'In App Store review'],
    download_url: ['下载地址', 'Download address'],
    notes_zh: ['中文更新说明', 'Release notes (Chinese)'],
    notes_en: ['英文更新说明', 'Release notes (English)'],
    released_at: ['发布时间', 'Released at'],
  },
  values: {
    platform: { android: ['Android', 'Android'], ios: ['iOS', 'iOS'] },
    force_update: { true: ['是', 'Yes'], false: ['否', 'No'] },
    in_review: { true: ['是', 'Yes'], false: ['否', 'No'] },
  },
  help: {
    version_name: ['格式如 2.13.0', 'Like 2.13.0'],
    build: ['整数,每次发布递增', 'A whole number, higher with each release'],
    min_build: ['低于此版本号的客户端须更新;不能高于本版本号', 'Apps below this build must update; not above this build'],
    in_review: ['仅 iOS:审核中的版本在应用内隐藏支付入口', 'iOS only: the build under review hides payments in the app'],
    download_url: ['须为 https 地址(应用商店或安装包)', 'An https address (the store page or the package)'],
  },
  screen: {
    standing: ['当前版本', 'Current versions'],
    latest: ['最新版本', 'Latest'],
    minimum: ['最低支持版本', 'Minimum supported'],
    forced: ['强制更新', 'Forced update'],
    review: ['审核中', 'In review'],
    none: ['尚未发布', 'Nothing released yet'],
  },
});
