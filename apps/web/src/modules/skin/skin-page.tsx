import { skinActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** App skins (menu 24013): names, pictures, regions, the time window and switch with the derived shelf state. */
export const SkinPage = resourcePage(skinActions.skins, { testId: 'skin-list', scrollX: 1800 });
