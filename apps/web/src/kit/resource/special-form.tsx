import type { ActionSpec, Resource, SpecialParts } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import type { FormField } from '../form/form-types.ts';
import { LazyResourceForm } from '../form/lazy-form.tsx';
import { wordsOf } from './resource-fields.tsx';
import { formValuesOf, resourceFormFields } from './resource-form-fields.tsx';

type SpecialSpec = ActionSpec & { special: SpecialParts };

/**
 * The form of a special action (contract `special`), derived from its declared fields and words as a
 * resource's add/edit form is: the controls, their limits and choices, the help under them, and the
 * action's label as the title. `target` is the id of the row it acts on (sent, never shown).
 */
export function SpecialForm(props: {
  action: SpecialSpec;
  target?: number;
  /** The form's first values, as the row holds them (numbers, booleans): shown as the form holds them. */
  values?: Record<string, unknown>;
  onDone?: (output: unknown) => void;
  onClose: () => void;
}) {
  const { action } = props;
  const lang = useUiLang();
  const { fields, labels, target } = action.special;
  // A special action is derived like a resource whose save is the action itself (its ref pickers ask by it).
  const declaration = { fields, labels, save: action } as unknown as Pick<Resource, 'fields' | 'labels' | 'save'>;
  const formFields: FormField[] = resourceFormFields(declaration, wordsOf(declaration, lang), lang);
  return (
    <LazyResourceForm
      spec={action}
      title={lang === 'en' ? (action.label?.en ?? action.summary) : (action.label?.zh ?? action.summary)}
      fields={formFields}
      initial={props.values ? formValuesOf(declaration, { id: 0, ...props.values }) : {}}
      hiddenValues={target && props.target !== undefined ? { [target.field]: props.target } : {}}
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}
