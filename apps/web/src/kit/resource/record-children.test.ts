import { RESOURCES, recordTabsOf } from '@console/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../app/i18n.ts';
import { RECORD_CHILDREN } from './record-page.tsx';

// The browser's router is made as the app loads; building pages needs none.
vi.mock('../../app/router.tsx', () => ({ router: {} }));

beforeAll(async () => {
  setupI18n('zh-cn');
  // The screens with record pages: importing them builds their pages.
  await Promise.all([
    import('../../modules/activity/activities-page.tsx'),
    import('../../modules/activity/family-star-page.tsx'),
    import('../../modules/activity/new-star-room-page.tsx'),
    import('../../modules/activity/revenue-page.tsx'),
    import('../../modules/activity/room-election-page.tsx'),
    import('../../modules/activity/weekly-star-page.tsx'),
    import('../../modules/group/group-detail-page.tsx'),
    import('../../modules/room/room-detail-page.tsx'),
  ]);
});

describe('record pages name their children', () => {
  it('shows every resource declaring recordTabOf a record as a tab of that record’s page', () => {
    expect(RECORD_CHILDREN.size).toBeGreaterThan(0);
    for (const parent of RESOURCES) {
      const declared = recordTabsOf(parent, RESOURCES).map((tab) => tab.resource.namespace);
      if (declared.length === 0) continue;
      // A parent missing here has a record page this test does not import yet: add it above.
      expect(RECORD_CHILDREN.has(parent.namespace), parent.namespace).toBe(true);
      expect([...(RECORD_CHILDREN.get(parent.namespace) ?? [])].sort(), parent.namespace).toEqual(declared.sort());
    }
  });
});
