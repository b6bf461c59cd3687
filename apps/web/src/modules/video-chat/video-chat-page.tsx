import { videoChatActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Video chats (menu 6001): the 1v1 calls with caller, host, times, price and coins spent; filters and export. */
export const VideoChatPage = resourcePage(videoChatActions.videoChats, { testId: 'video-chats' });
