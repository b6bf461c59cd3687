import { menuIdAt } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { gameBlacklistLabels } from './game-blacklist.labels.ts';

export { gameBlacklistLabels } from './game-blacklist.labels.ts';

/**
 * The games a member may be barred from (SPEC names the Ludo and game blacklists; the games are
 * those of the app: Ludo, the room turntable, lucky boxes, the fruit and greedy slot games), or all.
 */
export const BLACKLIST_GAMES = ['all', 'ludo', 'turntable', 'lucky_box', 'fruit', 'greedy'] as const;
export type BlacklistGame = (typeof BLACKLIST_GAMES)[number];
export const GAME_BLACKLIST_STATES = ['active', 'ended'] as const;

/**
 * Game blacklist (menu 24014, /setting/blacklist; SPEC §7 Setting blacklists, Developer ludoBlack):
 * members barred from the in-app games. A member (by user id or pretty number, which must name a
 * member: `game_blacklist_member_unknown`) is listed once per game (`duplicate`), with a reason
 * (required) and, optionally, an end time after which the bar lapses: the row stays, shown as
 * ended (derived from the clock, never stored), until staff delete it. Region scope: the member's
 * region when added; a country admin sees and bars their region's members only. Rows are added and
 * deleted, never edited (a changed bar is deleted and added again, so the log tells who did what).
 */
export const gameBlacklist = resource({
  module: 'Setting',
  namespace: 'gameBlacklist',
  menu: menuIdAt('/setting/blacklist'),
  labels: gameBlacklistLabels,
  scope: { region: 'region_id' },
  fields: {
    member_id: { kind: 'member', required: true, filter: 'eq', unique: true, uniqueWith: ['game'] },
    user_no: { kind: 'int', readOnly: true },
    nickname: { kind: 'text', readOnly: true, filter: 'contains' },
    region_id: { kind: 'region', readOnly: true, filter: 'eq' },
    game: { kind: 'enum', values: BLACKLIST_GAMES, required: true, filter: 'eq' },
    reason: { kind: 'text', max: 200, required: true },
    /** Empty: barred until deleted. */
    until: { kind: 'time', nullable: true },
    state: {
      kind: 'enum',
      values: GAME_BLACKLIST_STATES,
      colors: { active: 'error', ended: 'default' },
      readOnly: true,
      filter: 'eq',
    },
    created_by_name: { kind: 'admin', readOnly: true },
    created_at: { kind: 'time', readOnly: true, sortable: true, filter: 'range' },
  },
  actions: { list: 'gameBlackList', add: 'gameBlackAdd', delete: 'gameBlackDelete' },
});
export type GameBlacklistRow = RowOf<typeof gameBlacklist.fields>;
