import { Status, systemMessageActions } from '@console/contract';
import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import { likeEscape } from '../../engine/paging.ts';
import { savedValue, type Values } from '../../engine/resource/resource-writes.ts';
import { isWebUrl } from '../../engine/web-url.ts';
import { roomsById } from '../room/room.lookup.ts';

type JumpType = (typeof systemMessageActions.JUMP_TYPES)[number];
type MessageLang = systemMessageActions.MessageLang;
const { MESSAGE_LANGS, URL_JUMPS } = systemMessageActions;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * SPEC §5 "title or content cannot be empty", made exact: at least one language has a title and a
 * content, and no language has one without the other (a member would see a heading over nothing).
 * The link must fit its jump: the URL jumps need an http(s) URL, the room jump an existing room.
 * Judged on the message as it will be saved; a cleared language (null) is stored as ''.
 */
export async function checkMessage(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  let written = 0;
  for (const lang of MESSAGE_LANGS) {
    const title = filled(savedValue(values, before, `title_${lang}`));
    const content = filled(savedValue(values, before, `content_${lang}`));
    if (title && !content)
      throw invalid('system_message_content_missing', { [`content_${lang}`]: 'system_message_content_missing' });
    if (content && !title) throw invalid('system_message_title_missing', { [`title_${lang}`]: 'system_message_title_missing' });
    if (title) written++;
  }
  if (written === 0) throw invalid('system_message_empty', { title_zh: 'system_message_empty' });
  for (const lang of MESSAGE_LANGS) {
    for (const field of [`title_${lang}`, `content_${lang}`]) if (values[field] === null) values[field] = '';
  }

  const jump = (savedValue(values, before, 'jump_type') ?? 'none') as JumpType;
  const url = savedValue(values, before, 'url');
  if (filled(url) && !isWebUrl(String(url))) throw invalid('system_message_url_invalid', { url: 'system_message_url_invalid' });
  if (URL_JUMPS.includes(jump) && !filled(url))
    throw invalid('system_message_url_required', { url: 'system_message_url_required' });
  if (jump === 'room') {
    const room = (savedValue(values, before, 'room_id') ?? null) as number | null;
    if (room === null) throw invalid('system_message_room_required', { room_id: 'system_message_room_required' });
    if (!(await roomsById(ctx.db, [room])).has(room)) {
      throw new ActionError(Status.invalid, 'system_message_room_unknown', { params: { room } });
    }
  }
}

/** The title or content in the reader's language, else the first language written. */
export function inReadersLanguage(record: Record<string, unknown>, lang: string, part: 'title' | 'content'): string {
  const first: MessageLang = lang === 'en-us' ? 'en' : 'zh';
  const order = [first, ...MESSAGE_LANGS.filter((one) => one !== first)];
  for (const one of order) {
    const value = record[`${part}${one === 'zh' ? 'Zh' : one === 'en' ? 'En' : 'Ar'}`];
    if (filled(value)) return String(value);
  }
  return '';
}

/** The title search: a part of the title in any language. */
export function titleFilter(columns: readonly AnyPgColumn[]) {
  return { where: (text: string): SQL | undefined => or(...columns.map((column) => ilike(column, `%${likeEscape(text)}%`))) };
}
