import { inviteActions, menuIdAt, menuPath } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { invitations, invitees, bindInviteExcel, inviteLabels } = inviteActions;

/** Above the invitations: the batch binding screen (hidden) for who may bind in batch. */
function BindingLink() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  if (!mayCall(bindInviteExcel)) return null;
  return (
    <Button
      type="link"
      data-testid="invite-binding-link"
      onClick={() => navigate(menuPath(menuIdAt('/invitationMessage/binding')))}
    >
      {inviteLabels[lang].screen.bindingLink}
    </Button>
  );
}

/**
 * Every invitation: added by staff (invitee and inviter, the server refusing a self-invite or a
 * member already bound), unbound with a reason after a confirmation, bound again while unbound,
 * deleted once unbound (a live binding is unbound first, so its reason stays on record).
 */
const InvitationList = resourcePage(invitations, {
  testId: 'invitations',
  scrollX: 1900,
  tools: BindingLink,
  formFields: (fields) =>
    fields.map((field) => (field.name === 'invitee_id' || field.name === 'inviter_id' ? { ...field, required: true } : field)),
});

/** An inviter's invitees: searched by the inviter's id. */
const InviteeList = resourcePage(invitees, { testId: 'invitees', scrollX: 1100 });

/** Invitations (menu 19001, /invitationMessage/management): the bindings, and the invitees by inviter. */
export function InvitationPage() {
  return (
    <ScreenTabs
      data-testid="invitation-page"
      tabs={[
        { key: 'invitations', of: invitations, body: InvitationList },
        { key: 'invitees', of: invitees, body: InviteeList },
      ]}
    />
  );
}
