import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { heldListLink } from './held-list-link.tsx';

/** Rings (menu 13005), with a way to the rings granted (hidden). */
export const RingPage = resourcePage(propActions.rings, {
  testId: 'rings',
  extra: heldListLink(propActions.rings, 'grants', '/props/grantRing'),
});

/** The rings granted to members (menu 13006, hidden): read-only. */
export const RingGrantPage = resourcePage(propActions.ringGrants, { testId: 'ring-grants' });
