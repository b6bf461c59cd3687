import type { ActionSpec, FieldCondition, RefEntity } from '@console/contract';
import type { ReactNode } from 'react';
import type { ApiError } from '../../app/api/client.ts';

export interface FormOption {
  value: string | number;
  label: string;
}

/** A `ref` input's question to the server: the form's action (`Module/action`) and field (it answers only a caller who may call it), and the entity named. */
export interface RefLookup {
  action: string;
  field: string;
  entity?: RefEntity;
}

/** One input of a form declaration; `name` is the action's input field. */
export interface FormField {
  name: string;
  label: string;
  kind:
    | 'text'
    | 'textarea'
    | 'int'
    | 'select'
    | 'radio'
    | 'switch'
    | 'image'
    | 'effect'
    | 'time'
    | 'xlsx'
    | 'list'
    | 'object'
    | 'reward'
    | 'ref';
  options?: readonly FormOption[];
  /** Marks the label; the schema decides what is really required. */
  required?: boolean;
  placeholder?: string;
  help?: string;
  maxLength?: number;
  disabled?: boolean;
  /** switch: the words for on and off. */
  switchLabels?: readonly [string, string];
  /** Shown (and sent) only while another field of the form (or of the list row) has one of these values. */
  visibleWhen?: FieldCondition;
  /** Marked required only while another field has one of these values (the server decides). */
  requiredWhen?: FieldCondition;
  /** ref: the form's action (`Module/action`), the field and its entity, for the picker's rows and the name beside the key. */
  lookup?: RefLookup;
  /** object: the inputs of its group. */
  object?: { fields: readonly FormField[] };
  /** list: the inputs of each row, and the words of its buttons. */
  list?: { fields: readonly FormField[]; add: string; remove: string };
  /**
   * A control of the screen's own (a country picker, a multiple choice); `kind` then only names the
   * value's type. `label` is the control's accessible name: in a child list's row it names the row.
   */
  render?: (control: { id: string; label: string; value: unknown; onChange: (value: unknown) => void }) => ReactNode;
}

export interface ResourceFormProps {
  /** The action the form submits; its input schema checks the values first. */
  spec: ActionSpec;
  title: string;
  fields: readonly FormField[];
  initial?: Record<string, unknown>;
  /** Sent with the values without an input (the edited row's id). */
  hiddenValues?: Record<string, unknown>;
  okText?: string;
  drawer?: boolean;
  onClose: () => void;
  onDone?: (output: unknown) => void;
  /** Keep the form open after success and show this (an import's report). */
  renderResult?: (output: unknown) => ReactNode;
  /** What to show for a refusal beyond its message (an import's failed rows). */
  renderRefusal?: (error: ApiError) => ReactNode;
  /** Shown above the fields. */
  intro?: ReactNode;
}
