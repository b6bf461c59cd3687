import { COMMON_LABELS, type LabelLang } from './labels.ts';
import type { Resource } from './resource.ts';

type Titled = 'add' | 'edit' | 'import' | 'remove';

const TEMPLATE = { add: 'addTitle', edit: 'editTitle', import: 'importTitle', remove: 'remove' } as const;

/**
 * The title of a standard dialog (and the button that opens it): the module's own word for the
 * action when it has one ('Add to blacklist'), else the common one with the noun ('Add sensitive word').
 * The page and the generated smoke test both ask here.
 */
export function dialogTitle(resource: Resource, lang: LabelLang, which: Titled): string {
  const { actions } = resource;
  const action = { add: actions.add ?? actions.save, edit: undefined, import: actions.import?.action, remove: actions.remove }[
    which
  ];
  const own = action ? resource.labels[lang].actions?.[action] : undefined;
  return own ?? COMMON_LABELS[lang][TEMPLATE[which]].replace('{{noun}}', resource.labels[lang].noun);
}
