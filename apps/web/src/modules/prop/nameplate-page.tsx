import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { heldListLink } from './held-list-link.tsx';

/** Nameplates (menu 13003), with a way to the nameplates sent (hidden). */
export const NameplatePage = resourcePage(propActions.nameplates, {
  testId: 'nameplates',
  extra: heldListLink(propActions.nameplates, 'grants', '/props/sandNameplate'),
});

/** The nameplates sent to members (menu 13004, hidden): read-only. */
export const NameplateGrantPage = resourcePage(propActions.nameplateGrants, { testId: 'nameplate-grants' });
