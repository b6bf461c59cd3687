import { newUserActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * The support list (menu 18002, hidden): coins for a new member whose review passed. Granting asks
 * for the password again and credits the coins through the ledger once; a pending support may be
 * cancelled after a confirmation. Neither is offered once the support is no longer pending (the declared lifecycle).
 */
export const SupportPage = resourcePage(newUserActions.newUserSupports, {
  testId: 'new-user-supports',
  scrollX: 1500,
  formFields: (fields) => fields.map((field) => (field.name === 'member_id' ? { ...field, required: true } : field)),
});
