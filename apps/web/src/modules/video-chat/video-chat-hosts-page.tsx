import { videoChatActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Video chat hosts (menu 6002): hosts approved for video chat, their price and switch; a ban (with
 * its reason) is offered to a host not banned, its lifting to a banned one.
 */
export const VideoChatHostsPage = resourcePage(videoChatActions.videoChatHosts, {
  testId: 'video-chat-hosts',
  // The host is required; the server says so in its own words when it is left out.
  formFields: (fields) => fields.map((field) => (field.name === 'user_no' ? { ...field, required: true } : field)),
});
