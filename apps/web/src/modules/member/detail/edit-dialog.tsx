import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../../kit/form/resource-form.tsx';
import { SpecialForm } from '../../../kit/resource/special-form.tsx';
import { useCountries } from '../../../kit/use-countries.ts';
import { refreshMember } from '../member-queries.ts';
import { type EditForm, editDeclaration, type MemberDetail, specialEdit } from './edit-forms.ts';

interface Props {
  form: EditForm;
  member: MemberDetail;
  onClose: () => void;
}

/** One edit dialog of the user page on the kit's form: the server's messages show under the fields. */
export function EditDialog({ form, member, onClose }: Props) {
  const { t } = useTranslation('member');
  const countries = useCountries();
  const queryClient = useQueryClient();
  const refresh = () => void refreshMember(queryClient, member.id);
  const derived = specialEdit(form, member);
  if (derived) {
    return <SpecialForm action={derived.action} target={member.id} values={derived.values} onClose={onClose} onDone={refresh} />;
  }
  const declaration = editDeclaration(form, member, { t, countries: countries.data ?? [] });
  if (!declaration) return null;
  return (
    <ResourceForm
      key={form === 'country' ? `country-${countries.data?.length ?? 0}` : form}
      spec={declaration.spec}
      title={declaration.title}
      fields={declaration.fields}
      initial={declaration.initial}
      hiddenValues={{ user_id: member.id }}
      onClose={onClose}
      onDone={refresh}
    />
  );
}
