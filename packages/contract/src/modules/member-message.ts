import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { privateMessageLabels, roomScreenMessageLabels } from './member-message.labels.ts';

export { privateMessageLabels, roomScreenMessageLabels } from './member-message.labels.ts';

const module = 'Message';
const privateMenu = menuIdAt('/systemMessage/privateMessage') as number;

/** SPEC §3: a private message's sender defaults to 10000, the app's official account (no member row holds it). */
export const OFFICIAL_SENDER_ID = 10_000;
/** Longest private message: what one chat bubble in the app takes (SPEC §5 'over the maximum characters rejected'). */
export const MAX_PRIVATE_MESSAGE = 500;
/** Longest room public-screen line: the screen shows one or two lines of it. */
export const MAX_ROOM_SCREEN_MESSAGE = 200;
/** Longest link a message carries. */
export const MAX_MESSAGE_URL = 500;
/** Seconds a public-screen line may stay pinned on top of the screen (at most an hour). */
export const MAX_PIN_SECONDS = 3600;

/** A message sent by staff from the screen, or the reply to a member's feedback (sent by the feedback's reply). */
export const PRIVATE_MESSAGE_SOURCES = ['manual', 'feedback_reply'] as const;
export type PrivateMessageSource = (typeof PRIVATE_MESSAGE_SOURCES)[number];

/**
 * Private messages (SPEC §3 'Private message: sender id (default 10000), receiver, content, URL';
 * menu 9003): staff send one member a chat message from the official account 10000 or from another
 * existing member (a host or agent account staff speak for). The receiver must be a member; the
 * row keeps the receiver's region, which a country admin's scope reads: they send to and list only
 * their regions' members. Sent messages are history: never edited or deleted. The replies to
 * member feedback are listed here too (`source`). Its screen opens the member feedback
 * (/setting/feedbackList, hidden) by a button.
 */
export const privateMessages = resource({
  module,
  namespace: 'privateMessages',
  menu: privateMenu,
  labels: privateMessageLabels,
  scope: { region: 'region_id' },
  fields: {
    sender_id: { kind: 'member', default: OFFICIAL_SENDER_ID, filter: 'eq' },
    receiver_id: { kind: 'member', required: true, filter: 'eq' },
    receiver_nickname: { kind: 'text', readOnly: true, shownIn: 'receiver_id' },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    content: { kind: 'longText', max: MAX_PRIVATE_MESSAGE, required: true, filter: 'contains' },
    url: { kind: 'text', max: MAX_MESSAGE_URL, nullable: true },
    source: {
      kind: 'enum',
      values: PRIVATE_MESSAGE_SOURCES,
      colors: { feedback_reply: 'processing' },
      readOnly: true,
      filter: 'eq',
    },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'privateMessageList', add: 'privateMessageSend', export: 'privateMessageExport' },
});
export type PrivateMessageRow = RowOf<typeof privateMessages.fields>;

/**
 * Room public-screen messages (SPEC §7 Message 'room screen'; menu 9004): a line staff put on one
 * room's public screen (a warning, an event notice), the room named by its pretty number as staff
 * type it. Design where SPEC is silent: a colour for the line and how many seconds it stays pinned
 * on top (0: an ordinary line scrolling away with the chat). The row keeps the room's id and region
 * (the scope a country admin's reads and sends are held to). Sent lines are history.
 */
export const roomScreenMessages = resource({
  module,
  namespace: 'roomScreenMessages',
  menu: menuIdAt('/systemMessage/roomScreen'),
  labels: roomScreenMessageLabels,
  scope: { region: 'region_id' },
  fields: {
    room_no: { kind: 'int', min: 1, required: true, filter: 'eq' },
    room_id: { kind: 'room', readOnly: true, wireOnly: true },
    room_name: { kind: 'text', readOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    content: { kind: 'longText', max: MAX_ROOM_SCREEN_MESSAGE, required: true, filter: 'contains' },
    color: { kind: 'color', default: '#ffd700' },
    pin_seconds: { kind: 'int', min: 0, max: MAX_PIN_SECONDS, default: 0 },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'roomScreenList', add: 'roomScreenSend', export: 'roomScreenExport' },
});
export type RoomScreenMessageRow = RowOf<typeof roomScreenMessages.fields>;
