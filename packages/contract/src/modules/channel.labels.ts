import { defineLabels } from '../resource/labels.ts';

/** Words of the channel list (menu 4001), both languages. */
export const channelLabels = defineLabels({
  noun: ['频道', 'channel'],
  tab: ['频道列表', 'Channels'],
  fields: {
    description: ['频道介绍', 'Description'],
  },
  help: {
    regions: ['频道在这些区域的应用内展示', 'The app shows the channel in these regions'],
  },
});
