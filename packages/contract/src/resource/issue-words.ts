import type { Lang } from '../envelope.ts';
import { isMessageKey, translate } from '../messages.ts';

/**
 * One schema issue in the reader's language, as the server's 400 and the forms both show it: its
 * message key's words, and for a cell of a child list (`prizes.1.probability`) the row it is in.
 */
export function issueWords(issue: { path: readonly PropertyKey[]; message: string; code?: string }, lang: Lang): string {
  const message = translate(isMessageKey(issue.message) ? issue.message : 'invalid_input', lang);
  const row = issue.path[1];
  // An element of a plain list (`ids.3`) reports on the list as a whole; a child row's cell, or a row with a key it does not take, names its row.
  const inRow = typeof row === 'number' && (issue.path.length > 2 || issue.code === 'unrecognized_keys');
  return inRow ? translate('list_row', lang, { row: row + 1, message }) : message;
}
