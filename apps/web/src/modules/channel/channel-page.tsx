import { channelActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Channels (menu 4001): names per language, icon, regions, order, switch and description, all from the declaration. */
export const ChannelPage = resourcePage(channelActions.channels, { testId: 'channels', scrollX: 1300 });
