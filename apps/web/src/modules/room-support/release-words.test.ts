import { roomSupportActions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { grantedWords } from './release-words.ts';

const en = roomSupportActions.roomSupportLabels.en.screen;
const zh = roomSupportActions.roomSupportLabels['zh-cn'].screen;
const room = { room_id: 5, room_no: 800_010, room_name: "Amal's room", last_released_at: 1_790_000_000, week_count: 1 };

describe('the release result', () => {
  it('says what was granted, and warns only for rooms past 2 a week', () => {
    const answer = { granted: 1, members: 3, total: 1500, grant_ids: [9], rooms: [] };
    expect(grantedWords(answer, en)).toEqual({ granted: 'Granted: 1500 coins to 3 members', warning: null });
    expect(grantedWords({ ...answer, rooms: [{ ...room, week_count: 2 }] }, zh).warning).toBe(
      '注意:800010 本周扶持已超过 2 次,将没有奖励',
    );
  });
});
