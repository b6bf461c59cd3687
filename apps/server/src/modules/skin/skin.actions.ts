import { skinActions } from '@console/contract';
import { ilike, or } from 'drizzle-orm';
import { likeEscape } from '../../engine/paging.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { insertDemoSkins } from './skin.demo.ts';
import { skins } from './skin.tables.ts';

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
  }),
  demo: insertDemoSkins,
};
