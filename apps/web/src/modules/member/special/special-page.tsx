import { memberSpecialActions } from '@console/contract';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';

/** Members with app roles (menu 22002, /account/specialList): promoters, agents and app admins, beside the staff accounts. */
export const SpecialPage = resourcePage(memberSpecialActions.specialMembers, {
  testId: 'special-members',
  scrollX: 1500,
  related: ['/account/home'],
});
