import { roomSupportActions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { grantedWords, noticeLines } from './release-words.ts';

const en = roomSupportActions.roomSupportLabels.en.screen;
const zh = roomSupportActions.roomSupportLabels['zh-cn'].screen;
const room = { room_id: 5, room_no: 800_010, room_name: "Amal's room", last_released_at: 1_790_000_000, week_count: 1 };

describe('the release dialog and its result', () => {
  it('names a room released within 6 days, and the weekly warning once it had 2 supports in 7 days', () => {
    expect(noticeLines([room], en, () => '2026-09-21 12:00:00')).toEqual([
      { key: '5-recent', text: "Room 800010 (Amal's room) had support on 2026-09-21 12:00:00, within 6 days" },
    ]);
    const twice = noticeLines([{ ...room, week_count: 2, last_released_at: null }], zh, () => '');
    expect(twice).toEqual([{ key: '5-weekly', text: "房间 800010(Amal's room)近 7 天已扶持 2 次:每周超过 2 次将没有奖励" }]);
  });

  it('says what was granted, and warns only for rooms past 2 a week', () => {
    const answer = { needs_confirmation: false, granted: 1, members: 3, total: 1500, grant_ids: [9], rooms: [] };
    expect(grantedWords(answer, en)).toEqual({ granted: 'Granted: 1500 coins to 3 members', warning: null });
    expect(grantedWords({ ...answer, rooms: [{ ...room, week_count: 2 }] }, zh).warning).toBe(
      '注意:800010 本周扶持已超过 2 次,将没有奖励',
    );
  });
});
