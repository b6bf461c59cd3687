import type { CommandOptions } from '../../kit/resource/command-actions.tsx';

type Row = Record<string, unknown> & { id: number };

const isBanned = (row: Row) => row.banned === true;
const isOnTop = (row: Row) => row.top_state !== 'none';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** When the room commands are offered, on the list and the detail alike. */
export const ROOM_COMMANDS: Readonly<Record<string, CommandOptions>> = {
  ban: { shown: (row) => !isBanned(row) },
  unban: { shown: isBanned },
  // A stick starts now unless staff choose a later time.
  stick: { initial: () => ({ top_start: nowSeconds() }) },
  cancelStick: { shown: isOnTop },
};

/** The list shows the daily ones; renaming and the like stay on the detail screen. */
export const ROOM_LIST_COMMANDS: Readonly<Record<string, CommandOptions>> = {
  ...ROOM_COMMANDS,
  reset: { shown: () => false },
  rename: { shown: () => false },
  avatar: { shown: () => false },
  number: { shown: () => false },
  level: { shown: () => false },
  edit: { shown: () => false },
};
