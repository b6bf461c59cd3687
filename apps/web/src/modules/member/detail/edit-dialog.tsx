import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../../app/i18n.ts';
import { ResourceForm } from '../../../kit/form/resource-form.tsx';
import { useCountries } from '../../../kit/use-countries.ts';
import { refreshMember } from '../member-queries.ts';
import { type EditForm, editDeclaration, type MemberDetail } from './edit-forms.ts';

interface Props {
  form: EditForm;
  member: MemberDetail;
  onClose: () => void;
}

/** One edit dialog of the user page on the kit's form: the server's messages show under the fields. */
export function EditDialog({ form, member, onClose }: Props) {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const countries = useCountries();
  const queryClient = useQueryClient();
  const declaration = editDeclaration(form, member, { t, lang, countries: countries.data ?? [] });
  return (
    <ResourceForm
      key={form === 'country' ? `country-${countries.data?.length ?? 0}` : form}
      spec={declaration.spec}
      title={declaration.title}
      fields={declaration.fields}
      initial={declaration.initial}
      hiddenValues={{ user_id: member.id }}
      onClose={onClose}
      onDone={() => void refreshMember(queryClient, member.id)}
    />
  );
}
