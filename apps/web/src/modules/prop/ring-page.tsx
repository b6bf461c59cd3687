import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { screenLink } from '../../kit/resource/screen-link.tsx';
import { sendButton } from './prop-send.tsx';
import { withSendLink } from './send-column.tsx';

/** Rings (menu 13005), with a way to the rings granted (hidden) and a grant link on each row. */
export const RingPage = resourcePage(propActions.rings, {
  testId: 'rings',
  tools: screenLink(propActions.rings, 'grants', propActions.ringGrants),
  columns: withSendLink('ring'),
});

/** The rings granted to members (menu 13006, hidden), and the grant itself. */
export const RingGrantPage = resourcePage(propActions.ringGrants, { testId: 'ring-grants', tools: sendButton('ring') });
