import { gameBlacklistActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Game blacklist (menu 24014, /setting/blacklist): members barred from the in-app games, added and deleted. */
export const GameBlacklistPage = resourcePage(gameBlacklistActions.gameBlacklist, { testId: 'game-blacklist' });
