import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { channelLabels } from './channel.labels.ts';

export { channelLabels } from './channel.labels.ts';

/**
 * Channels (SPEC §2 /channel/index, menu 4001): the app's themed spaces, named in each console
 * language and the app's Arabic, with an icon, the regions that see them, a place in the order, an
 * on/off switch and a description (the details). A channel shown in several regions is seen by a
 * country admin holding any of them and changed only by one holding all.
 */
export const channels = resource({
  module: 'Channel',
  namespace: 'channel',
  menu: menuIdAt('/channel/index'),
  labels: channelLabels,
  scope: { region: 'regions' },
  sortBy: 'sort',
  order: 'asc',
  fields: {
    name_zh: { kind: 'text', max: 32, required: true, filter: 'contains' },
    name_en: { kind: 'text', max: 32, required: true, filter: 'contains' },
    name_ar: { kind: 'text', max: 32 },
    icon: { kind: 'image', required: true },
    regions: { kind: 'regions', required: true, filter: 'eq' },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    is_on: { kind: 'bool', default: true, filter: 'eq' },
    description: { kind: 'longText', max: 1000, detail: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: {
    list: 'channelList',
    save: 'channelSave',
    delete: 'channelDelete',
    toggle: { field: 'is_on', action: 'channelOn' },
  },
});
export type ChannelRow = RowOf<typeof channels.fields>;
