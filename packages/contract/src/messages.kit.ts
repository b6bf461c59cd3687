/** Messages of the resource kit's own rules (percents, child lists, conditional fields): any screen may meet them. */
export const KIT_MESSAGES = {
  percent_invalid: { zh: '请输入百分比,最多两位小数', en: 'Enter a percent with at most two decimals' },
  list_too_few: { zh: '行数不足', en: 'Too few rows' },
  list_too_many: { zh: '行数过多', en: 'Too many rows' },
  /** A field's error inside a child list: which row, and what is wrong there. */
  list_row: { zh: '第 {row} 行:{message}', en: 'Row {row}: {message}' },
  list_row_unknown: { zh: '第 {row} 行的 ID {id} 不属于此记录', en: 'Row {row}: id {id} is not one of this record’s rows' },
  list_sum: { zh: '{field}合计须为 {total},当前为 {sum}', en: '{field} must add up to {total}; they add up to {sum}' },
  list_sum_field: { zh: '合计不符', en: 'Does not add up' },
  /** A `ref` field naming no row: `entity` is the entity's word in the reader's language (REF_ENTITY_WORDS). */
  ref_missing: { zh: '{entity} {id} 不存在', en: 'No {entity} {id}' },
  ref_missing_field: { zh: '不存在', en: 'Does not exist' },
  /** A `ref` field's row in another region, for entities without a sentence of their own. */
  ref_out_of_region_field: { zh: '不在您的区域内', en: 'Outside your regions' },
} as const satisfies Record<string, { zh: string; en: string }>;
