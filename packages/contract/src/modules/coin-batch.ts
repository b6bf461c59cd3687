import { z } from 'zod';
import { defineAction } from '../action.ts';
import { MAX_IDS_PER_FILE } from '../constants.ts';
import { id, int, oneOf, text } from '../fields.ts';
import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { coinBatchLabels } from './coin-batch.labels.ts';
import { COIN_ISSUE_TYPES, MAX_GRANT_AMOUNT } from './ledger.ts';

export { coinBatchLabels } from './coin-batch.labels.ts';

/** SPEC §9: a batch is issued in segments; each segment is one transaction of at most this many members. */
export const BATCH_SEGMENT_SIZE = 100;
export const BATCH_STATES = ['running', 'done'] as const;

const sendCoinsMenu = menuIdAt('/sendCoins/sendCoins');

/**
 * A batch send (issue 15 item 5): up to 5000 members from an xlsx's first column or a pasted list,
 * the same amount each. Checked whole when sent (every id a member in the sender's regions, none
 * twice) and the sender's quota and monthly limit taken for the whole total at once; then a durable
 * job posts it in segments, each once, resuming after a crash. Progress and failures on the row.
 */
export const batchSend = defineAction({
  module: 'SendCoins',
  action: 'batchSend',
  summary: 'Send the same amount of coins to up to 5000 members (xlsx or pasted ids) as a background batch',
  label: { zh: '批量发放金币', en: 'Batch send coins' },
  permission: { menu: sendCoinsMenu },
  mutates: true,
  money: true,
  sensitive: true,
  upload: 'xlsx',
  input: z.object({
    ids: text({ max: 100_000 }).optional(),
    amount: int({ min: 1, max: MAX_GRANT_AMOUNT }),
    issue_type: oneOf(COIN_ISSUE_TYPES),
    reason: text({ max: 200 }),
  }),
  output: z.object({ batch_id: z.number().int(), job_id: z.string(), members: z.number().int(), total: z.number().int() }),
});

/** The batches: who sent what to how many, how far each got, and why any member failed. */
export const coinBatches = resource({
  module: 'SendCoins',
  namespace: 'coinBatch',
  menu: sendCoinsMenu,
  tabOf: sendCoinsMenu,
  labels: coinBatchLabels,
  fields: {
    id: { kind: 'int', readOnly: true },
    admin_name: { kind: 'text', filter: 'contains' },
    amount: { kind: 'money' },
    issue_type: { kind: 'enum', values: COIN_ISSUE_TYPES, filter: 'eq' },
    reason: { kind: 'text' },
    members: { kind: 'int' },
    done: { kind: 'int' },
    failed: { kind: 'int' },
    state: { kind: 'enum', values: BATCH_STATES, filter: 'eq', colors: { running: 'processing', done: 'success' } },
    job_id: { kind: 'text', detail: true },
    created_at: { kind: 'time', sortable: true, filter: 'range' },
    finished_at: { kind: 'time', nullable: true },
  },
  actions: { list: 'batchList' },
});
export type CoinBatchRow = RowOf<typeof coinBatches.fields>;

/** One batch's members that could not be credited, with the reason (a member gone from the sender's regions). */
export const batchFailures = defineAction({
  module: 'SendCoins',
  action: 'batchFailures',
  summary: 'The members of a batch that could not be credited, and why',
  label: { zh: '批量发放失败明细', en: 'Batch send failures' },
  permission: { menu: sendCoinsMenu },
  mutates: false,
  input: z.object({ id: id() }),
  output: z.object({
    list: z.array(z.object({ member_id: z.number().int(), reason: z.string() })),
    total: z.number().int(),
  }),
});

export const MAX_BATCH_MEMBERS = MAX_IDS_PER_FILE;
