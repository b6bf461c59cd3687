import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { screenLink } from '../../kit/resource/screen-link.tsx';
import { sendButton } from './prop-send.tsx';
import { withSendLink } from './send-column.tsx';

/** Nameplates (menu 13003), with a way to the nameplates sent (hidden) and a send link on each row. */
export const NameplatePage = resourcePage(propActions.nameplates, {
  testId: 'nameplates',
  tools: screenLink(propActions.nameplates, 'grants', propActions.nameplateGrants),
  columns: withSendLink('nameplate'),
});

/** The nameplates sent to members (menu 13004, hidden), and the send itself. */
export const NameplateGrantPage = resourcePage(propActions.nameplateGrants, {
  testId: 'nameplate-grants',
  tools: sendButton('nameplate'),
});
