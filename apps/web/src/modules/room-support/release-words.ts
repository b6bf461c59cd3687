import type { ReleaseResult, roomSupportActions } from '@console/contract';
import { fill } from '../../kit/fill.ts';

export type ReleaseWords = { readonly [K in keyof (typeof roomSupportActions.roomSupportLabels)['en']['screen']]: string };

/** What a granted release says: the coins, and the rooms past 2 supports this week (the warning), if any. */
export function grantedWords(answer: ReleaseResult, words: ReleaseWords): { granted: string; warning: string | null } {
  return {
    granted: fill(words.granted, { members: answer.members, total: answer.total }),
    warning:
      answer.rooms.length > 0 ? fill(words.weeklyAfter, { rooms: answer.rooms.map((room) => room.room_no).join(', ') }) : null,
  };
}
