import { ALL_REGIONS_ID, REGIONS } from '../constants.ts';
import { menuIdAt } from '../menu.ts';
import { type Fields, type RowOf, resource } from '../resource/index.ts';
import { systemMessageLabels, timedMessageLabels } from './system-message.labels.ts';

export { systemMessageLabels, timedMessageLabels } from './system-message.labels.ts';

const module = 'Message';

/**
 * Where a tap on the message takes the member (SPEC §3 "jump type", values not shown; our call):
 * nowhere, a web page in the phone's browser, an H5 page inside the app, or a room.
 */
export const JUMP_TYPES = ['none', 'url', 'h5', 'room'] as const;
export type JumpType = (typeof JUMP_TYPES)[number];
/** The jump types that open the message's URL. */
export const URL_JUMPS: readonly JumpType[] = ['url', 'h5'];

/** The languages a message is written in: Chinese, English and Arabic (the app's largest region). */
export const MESSAGE_LANGS = ['zh', 'en', 'ar'] as const;
export type MessageLang = (typeof MESSAGE_LANGS)[number];

/**
 * SPEC §5 "message over the maximum characters rejected", maximums not shown: a title fits the
 * app's one-line notification heading, the content its message card.
 */
export const MAX_TITLE_CHARS = 50;
export const MAX_CONTENT_CHARS = 500;
export const MAX_URL_CHARS = 500;

/** Every region, or all of them at once (SPEC §9's 98): sending to all needs someone who holds every region. */
export const TARGET_REGIONS: readonly number[] = [...REGIONS.map((region) => region.id), ALL_REGIONS_ID];

/** SPEC §4 is silent: a timed message waits `pending` until the job sends it (`sent`), or staff cancel it first. */
export const TIMED_MESSAGE_STATES = ['pending', 'sent', 'cancelled'] as const;
export type TimedMessageState = (typeof TIMED_MESSAGE_STATES)[number];

/**
 * What a message says and where it goes, the same for a message pushed at once and one timed.
 * Rule (ours, SPEC §5 "title or content cannot be empty"): a message is written in at least one
 * language, and each language it is written in has both a title and a content.
 */
const READ_FIELDS = {
  /**
   * The title and content in the reader's language, else the first written (Chinese, English, Arabic):
   * the table's first columns. The title filter searches every language.
   */
  title: { kind: 'text', max: MAX_TITLE_CHARS, readOnly: true, filter: 'contains' },
  content: { kind: 'longText', readOnly: true },
} as const satisfies Fields;

/** What the form writes. */
const MESSAGE_FIELDS = {
  /** One region id, or 98 for all (int with values: the region kind has no "all"). */
  region_id: { kind: 'int', values: TARGET_REGIONS, required: true, filter: 'eq' },
  title_zh: { kind: 'text', max: MAX_TITLE_CHARS, nullable: true, detail: true },
  content_zh: { kind: 'longText', max: MAX_CONTENT_CHARS, nullable: true, detail: true },
  title_en: { kind: 'text', max: MAX_TITLE_CHARS, nullable: true, detail: true },
  content_en: { kind: 'longText', max: MAX_CONTENT_CHARS, nullable: true, detail: true },
  title_ar: { kind: 'text', max: MAX_TITLE_CHARS, nullable: true, detail: true },
  content_ar: { kind: 'longText', max: MAX_CONTENT_CHARS, nullable: true, detail: true },
  image: { kind: 'image', nullable: true },
  /* Per-language fields are nullable so that a blank form value clears a language on edit (stored as ''). */
  jump_type: { kind: 'enum', values: JUMP_TYPES, default: 'none', filter: 'eq' },
  /** http(s) only; required by the URL jumps. */
  url: { kind: 'text', max: MAX_URL_CHARS, nullable: true },
  /** Required by the room jump. */
  room_id: { kind: 'room', nullable: true },
} as const satisfies Fields;

/**
 * System messages sent (menu 9001, /systemMessage/index; SPEC §3 "System message"): each row is a
 * message the app's message feed shows to the members of its region. Pushed at once from this
 * screen (`systemMessagePush`, add only: a sent message is never edited) or by the timed-message job
 * (`timed_message_id`). Deleting one takes it out of the feed. Region scoped: a country admin sees
 * and sends to their regions only; all-regions messages (98) are a super admin's.
 */
export const systemMessages = resource({
  module,
  namespace: 'systemMessages',
  menu: menuIdAt('/systemMessage/index'),
  labels: systemMessageLabels,
  scope: { region: 'region_id' },
  fields: {
    ...READ_FIELDS,
    sent_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
    ...MESSAGE_FIELDS,
    /** The operator: who pushed it, or who scheduled the timed message it came from. */
    created_by_name: { kind: 'admin', readOnly: true },
    timed_message_id: { kind: 'int', nullable: true, readOnly: true, filter: 'eq' },
  },
  actions: {
    list: 'systemMessageList',
    add: 'systemMessagePush',
    delete: 'systemMessageDelete',
    detail: 'systemMessageInfo',
    export: 'systemMessageExport',
  },
});
export type SystemMessageRow = RowOf<typeof systemMessages.fields>;

/**
 * Timed messages (menu 9002, /systemMessage/timedMessage): a system message to send at `send_at`,
 * which must be in the future when saved. A durable job sends each due one exactly once (even
 * across a restart or on two nodes) and marks it `sent` with the system message it became. Edited
 * and cancelled only while pending; each other transition is refused with its own message.
 */
export const timedMessages = resource({
  module,
  namespace: 'timedMessages',
  menu: menuIdAt('/systemMessage/timedMessage'),
  labels: timedMessageLabels,
  scope: { region: 'region_id' },
  sortBy: 'send_at',
  fields: {
    ...READ_FIELDS,
    state: {
      kind: 'enum',
      values: TIMED_MESSAGE_STATES,
      colors: { pending: 'processing', sent: 'success', cancelled: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    send_at: { kind: 'time', required: true, sortable: true, filter: 'range' },
    ...MESSAGE_FIELDS,
    sent_at: { kind: 'time', nullable: true, readOnly: true },
    system_message_id: { kind: 'int', nullable: true, readOnly: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
    cancelled_by_name: { kind: 'admin', readOnly: true },
    cancelled_at: { kind: 'time', nullable: true, readOnly: true },
  },
  actions: { list: 'timedMessageList', save: 'timedMessageSave', detail: 'timedMessageInfo' },
  lifecycle: {
    field: 'state',
    edit: { in: ['pending'], refusals: { sent: 'timed_message_sent_no_edit', cancelled: 'timed_message_cancelled_no_edit' } },
    transitions: {
      // The job's send and a cancel lock the same row, so one wins.
      cancel: {
        from: ['pending'],
        to: 'cancelled',
        refusals: { sent: 'timed_message_sent_no_cancel', cancelled: 'timed_message_already_cancelled' },
      },
    },
  },
  commands: {
    cancel: { action: 'timedMessageCancel', danger: true },
  },
});
export type TimedMessageRow = RowOf<typeof timedMessages.fields>;

/** The job that sends due timed messages (engine jobs): each minute, and at a node's start. */
export const TIMED_MESSAGE_JOB = 'system-message.timed-send';
