/** Refusals of app versions (menu 24009), both languages; every key starts with `app_version_`. */
export const APP_VERSION_MESSAGES = {
  app_version_min_over_build: {
    zh: '最低支持版本号不能高于本版本的版本号',
    en: "The minimum supported build cannot be above this version's build",
  },
  app_version_url_https: { zh: '下载地址须以 https:// 开头', en: 'The download address must start with https://' },
  app_version_review_ios_only: {
    zh: '只有 iOS 版本有 App Store 审核状态',
    en: 'Only an iOS version can be under App Store review',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
