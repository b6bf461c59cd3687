import { familyActions, familyLabels, menuIdAt, menuPath } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { families, familyMembers, familyDissolutions } = familyActions;

/** Above the families: the dissolution queue (a hidden screen) for who may open it. */
function DissolutionLink() {
  const lang = useUiLang();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  if (!mayCall(familyDissolutions.list)) return null;
  return (
    <Button type="link" data-testid="family-dissolution-link" onClick={() => navigate(menuPath(menuIdAt('/family/dissolution')))}>
      {familyLabels[lang].screen.dissolutionLink}
    </Button>
  );
}

/**
 * The family form: the owner and the founders are marked as asked for (the server refuses a
 * creation without them, SPEC §5); the founders are member ids typed as a list, one family's
 * five or more, read on creation only.
 */
const FamilyList = resourcePage(families, {
  testId: 'families',
  scrollX: 1600,
  tools: DissolutionLink,
  // The owner and the founders are named once, on creation: an edit shows the owner and asks no founders.
  formFields: (fields, _words, row) =>
    fields
      .filter((field) => !(row && field.name === 'founder_ids'))
      .map((field) =>
        field.name === 'owner_id' || field.name === 'founder_ids' ? { ...field, required: true, disabled: row !== null } : field,
      ),
});

/** Members of every family, searched by family; removing one asks a reason, never offered for the owner or who left. */
const MemberList = resourcePage(familyMembers, {
  testId: 'family-members',
  scrollX: 1500,
  commands: { remove: { shown: (row) => row.removed_at === null && row.role !== 'owner' } },
});

/** Families (menu 20001, /family/userInformation): the families, and their members. */
export function FamilyPage() {
  return (
    <ScreenTabs
      data-testid="family-page"
      tabs={[
        { key: 'families', of: families, body: FamilyList },
        { key: 'members', of: familyMembers, body: MemberList },
      ]}
    />
  );
}
