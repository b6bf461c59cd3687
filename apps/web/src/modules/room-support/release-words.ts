import { type ReleaseResult, roomSupportActions } from '@console/contract';
import { fill } from '../../kit/fill.ts';

export type ReleaseWords = { readonly [K in keyof (typeof roomSupportActions.roomSupportLabels)['en']['screen']]: string };
type Notice = ReleaseResult['rooms'][number];

/**
 * The confirmation dialog's lines (SPEC §5): each room released within 6 days says when, each room
 * already supported twice in 7 days says that more than 2 a week earns no reward.
 */
export function noticeLines(
  rooms: readonly Notice[],
  words: ReleaseWords,
  time: (seconds: number) => string,
): { key: string; text: string }[] {
  return rooms.flatMap((room) => {
    const params = { room: room.room_no, name: room.room_name, count: room.week_count };
    const lines: { key: string; text: string }[] = [];
    if (room.last_released_at !== null) {
      lines.push({ key: `${room.room_id}-recent`, text: fill(words.recent, { ...params, when: time(room.last_released_at) }) });
    }
    if (room.week_count >= roomSupportActions.WEEKLY_SUPPORTS) {
      lines.push({ key: `${room.room_id}-weekly`, text: fill(words.weekly, params) });
    }
    return lines;
  });
}

/** What a granted release says: the coins, and the rooms past 2 supports this week (the warning), if any. */
export function grantedWords(answer: ReleaseResult, words: ReleaseWords): { granted: string; warning: string | null } {
  return {
    granted: fill(words.granted, { members: answer.members, total: answer.total }),
    warning:
      answer.rooms.length > 0 ? fill(words.weeklyAfter, { rooms: answer.rooms.map((room) => room.room_no).join(', ') }) : null,
  };
}
