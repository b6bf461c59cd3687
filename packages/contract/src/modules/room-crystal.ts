import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { crystalGiftLabels, crystalLevelLabels, crystalRoomLabels } from './room-crystal.labels.ts';

export { crystalGiftLabels, crystalLevelLabels, crystalRoomLabels } from './room-crystal.labels.ts';

const crystalMenu = menuIdAt('/setting/home');

/** SPEC §5 and §9: a level's probability is a whole percentage from 0 to 100. */
export const CRYSTAL_PROBABILITY_MAX = 100;

/**
 * Room crystal (menu 24003, /setting/home; SPEC §7 RoomCrystal). A room of the programme has a
 * crystal that crystal gifts sent in the room charge with energy; when the charge reaches a level's
 * threshold the crystal lights at that level and, with that level's probability, drops the level's
 * reward of coins for the room. Each level's probability is its own chance (0–100 %), so the
 * probabilities of the levels need NOT sum to 100 (rule chosen: a sum would make every edit of one
 * level break it until the others follow). Thresholds rise with the level (refused otherwise).
 * The list shows what a crystal pays on average at each level (reward × probability) and up to it.
 * Levels and crystal gifts apply to every region: only an admin holding all regions changes them.
 */
export const crystalLevels = resource({
  module: 'RoomCrystal',
  namespace: 'crystalLevels',
  menu: crystalMenu,
  labels: crystalLevelLabels,
  sortBy: 'level',
  order: 'asc',
  fields: {
    level: { kind: 'int', min: 1, max: 99, required: true, unique: true, sortable: true },
    name: { kind: 'text', max: 32, required: true },
    /** Crystal energy (coins of crystal gifts sent in the room) the crystal needs to light at this level. */
    threshold: { kind: 'money', min: 1, max: 1_000_000_000, required: true },
    probability: { kind: 'int', min: 0, max: CRYSTAL_PROBABILITY_MAX, required: true },
    reward: { kind: 'money', min: 0, max: 100_000_000, required: true },
    /** reward × probability / 100, rounded down: what lighting this level pays on average. */
    expected_reward: { kind: 'money', readOnly: true },
    /** The expected rewards of this level and every level below: what a crystal reaching it pays on average. */
    expected_total: { kind: 'money', readOnly: true },
    updated_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'crystalLevelInfo', save: 'crystalLevelSave', delete: 'crystalLevelDelete' },
});
export type CrystalLevelRow = RowOf<typeof crystalLevels.fields>;

/**
 * Gifts of the catalogue that charge the crystal (SPEC's crystal list): each sent one adds its
 * energy, by default the gift's coin price. A gift feeds the crystal once; an unknown gift is refused.
 */
export const crystalGifts = resource({
  module: 'RoomCrystal',
  namespace: 'crystalGifts',
  menu: crystalMenu,
  tabOf: crystalMenu,
  labels: crystalGiftLabels,
  sortBy: 'sort',
  order: 'asc',
  fields: {
    gift_id: { kind: 'ref', ref: { entity: 'gift', absent: 'crystal_gift_unknown' }, required: true, unique: true, filter: 'eq' },
    gift_icon: { kind: 'image', readOnly: true },
    /** The gift's name in the reader's language, for the API's readers: the list names the gift beside its id. */
    gift_name: { kind: 'text', readOnly: true, wireOnly: true },
    gift_price: { kind: 'money', readOnly: true },
    /** Left empty: the gift's coin price. */
    energy: { kind: 'money', min: 1, max: 100_000_000 },
    sort: { kind: 'int', min: 0, max: 999_999, default: 0, sortable: true },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true },
  },
  actions: { list: 'roomCrystalList', save: 'saveCrystalGift', delete: 'deleteRoomCrystal' },
});
export type CrystalGiftRow = RowOf<typeof crystalGifts.fields>;

/**
 * Rooms in the crystal programme, added by pretty id (room number, required; an unknown one is
 * refused) and deleted. Region scope: a country admin sees and changes the rooms of their region
 * (the room's region when it joined).
 */
export const crystalRooms = resource({
  module: 'RoomCrystal',
  namespace: 'crystalRooms',
  menu: crystalMenu,
  tabOf: crystalMenu,
  labels: crystalRoomLabels,
  scope: { region: 'region_id' },
  fields: {
    // Required, but checked by the server: a missing number answers SPEC §5's 'Room number cannot be empty'.
    room_no: { kind: 'int', min: 1, filter: 'eq' },
    room_name: { kind: 'text', readOnly: true, filter: 'contains' },
    room_id: { kind: 'room', readOnly: true, unique: true, wireOnly: true },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true },
  },
  refs: { room_no: { entity: 'room', by: 'number' } },
  actions: { list: 'roomListByPage', add: 'addRoom', delete: 'deleteRoom' },
});
export type CrystalRoomRow = RowOf<typeof crystalRooms.fields>;
