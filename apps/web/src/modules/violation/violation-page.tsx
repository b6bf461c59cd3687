import { memberViolationActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Violating members (menu 21012, /riskcontrolManagement/memberViolation): the reports queue send
 * coins shows as a tab, on a risk-control screen of its own, one link from the bans it leads to.
 */
export const ViolationPage = resourcePage(memberViolationActions.memberViolations, {
  testId: 'member-violations',
  scrollX: 1600,
  related: ['/riskcontrolManagement/blockList', '/sendCoins/sendCoins'],
});
