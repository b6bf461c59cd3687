import type { Body, Sample } from '../samples.ts';

/**
 * Samples of app versions: a name like 2.13.0 and a build of its own at each call (a platform's
 * names and builds are unique); the failing call asks a minimum build above its own.
 */
let calls = 0;
const version = (): Body => {
  calls += 1;
  return {
    platform: 'android',
    version_name: `9.${calls}.0`,
    build: 9_000 + calls,
    min_build: 212,
    download_url: 'https://play.google.com/store/apps/details?id=com.example.voicechat',
    released_at: 1_800_000_000,
  };
};

export const samples: Record<string, Sample> = {
  'Setting/versionSave': {
    valid: version,
    failing: () => ({ ...version(), min_build: 99_999 }),
    failures: {
      'duplicate build': () => {
        const setup = version();
        return { setup, body: { ...version(), build: setup.build } };
      },
    },
  },
};
