/**
 * Refusals of a declared time window (resource/window.ts), both languages. Spread into MESSAGES; every
 * key starts with `window_`. A file of its own, importing nothing, so MESSAGES spreads it without a cycle.
 */
export const WINDOW_MESSAGES = {
  /** Names both fields by their labels: "“Ends at” must be after “Starts at”". */
  window_end_not_after_start: { zh: '{end}须晚于{start}', en: '“{end}” must be after “{start}”' },
  /** Names the other row, its window and what they share: "Overlaps “Spring festival” (2026-02-01 00:00 – 2026-02-07 00:00) in the same region". */
  window_overlap: {
    zh: '与「{title}」({from} – {until})在相同{per}下时间重叠',
    en: 'Overlaps “{title}” ({from} – {until}) in the same {per}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
