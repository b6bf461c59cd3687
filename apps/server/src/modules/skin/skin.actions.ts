import { skinActions } from '@console/contract';
import { ilike, or } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import { likeEscape } from '../../engine/paging.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoSkins } from './skin.demo.ts';
import { skins } from './skin.tables.ts';

/**
 * The skin's time window: the off time comes after the on time, else the skin would never show.
 * An edit leaving a time out keeps the stored one, so the pair is judged as it will be saved.
 */
function checkWindow(values: Values, before: Values | null): void {
  const pick = (field: 'on_at' | 'off_at') => (values[field] !== undefined ? values[field] : before?.[field]) as number | null;
  const onAt = pick('on_at');
  const offAt = pick('off_at');
  if (onAt != null && offAt != null && offAt <= onAt) throw invalid('off_not_after_on', { off_at: 'off_not_after_on' });
}

const shelf = shelfState('shelf_state', { onAt: skins.onAt, offAt: skins.offAt, enabled: skins.isOn });

export const skinModule: ServerModule = {
  name: 'skin',
  actions: serveResource(skinActions.skins, skins, {
    derived: shelf.derived,
    filters: {
      ...shelf.filters,
      // One search box for both names.
      name: {
        where: (name: string) => or(ilike(skins.nameZh, `%${likeEscape(name)}%`), ilike(skins.nameEn, `%${likeEscape(name)}%`)),
      },
    },
    beforeSave: (values, _ctx, before) => checkWindow(values, before),
  }),
  demo: insertDemoSkins,
};
