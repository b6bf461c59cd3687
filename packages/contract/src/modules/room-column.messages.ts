/** Refusals of room columns, both languages; spread into MESSAGES by its catalogue (keys start with `column_`). */
export const ROOM_COLUMN_MESSAGES = {
  column_unknown: { zh: '没有此栏目,请刷新后重试', en: 'No such column; refresh and try again' },
} as const satisfies Record<string, { zh: string; en: string }>;
