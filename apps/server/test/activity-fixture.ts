import { startTestApp, type TestApp } from './harness.ts';
import { createAdminWithSession } from './staff.ts';

/**
 * What the activity platform's tests share (issue 30): the demo's first members of region 1 (none
 * shielded), the newest gift, a room of region 1 and an uploaded picture; sends of that gift, reward
 * templates and ranking activities of region 1 made through the actions.
 */
export async function startActivityFixture() {
  const t: TestApp = await startTestApp();
  const admin = await t.login('admin');
  const reviewer = await createAdminWithSession(t.db, { username: 'second_eyes', kind: 'super_admin', now: t.clock.now() });
  const gift = (await t.db.query<{ id: number; price: number }>('SELECT id, price::int FROM gift ORDER BY id DESC LIMIT 1'))
    .rows[0]!;
  /** Members of region 1 whose sends of the fixture's gift make the rankings. */
  const members = (
    await t.db.query<{ id: number }>(
      "SELECT id::int FROM member WHERE region_id = 1 AND status = 'normal' AND id NOT IN (SELECT member_id FROM activity_shield) ORDER BY id LIMIT 5",
    )
  ).rows.map((row) => row.id);
  const picture = (
    await t.db.query<{ path: string }>(
      "SELECT '/files/' || id AS path FROM upload_file WHERE mime LIKE 'image/%' ORDER BY created_at LIMIT 1",
    )
  ).rows[0]!.path;
  const room = (
    await t.db.query<{ id: number; region_id: number }>(
      'SELECT id::int, region_id FROM room WHERE region_id = 1 ORDER BY id LIMIT 1',
    )
  ).rows[0]!;

  /** A gift record of the fixture's gift in its room, sent by `sender` at `at` worth `coins`. */
  const send = async (sender: number, coins: number, at: number) => {
    await t.db.query(
      `INSERT INTO gift_send (room_id, region_id, sender_id, receiver_id, gift_id, count, coins, diamonds, sent_at)
       VALUES ($1, 1, $2, $3, $4, 1, $5, 0, $6)`,
      [room.id, sender, members[4], gift.id, coins, at],
    );
  };

  const template = (tiers: { rank_from: number; rank_to: number; reward: Record<string, unknown> }[], name: string) =>
    t.call<{ id: number }>('Activity/prizeTemplateSave', { name, regions: [1], tiers: JSON.stringify(tiers) }, { token: admin });

  /** A ranking activity of region 1 over [from, to), senders of the fixture's gift by coins. */
  const activity = (from: number, to: number, templateId: number, extra: Record<string, unknown> = {}) =>
    t.call<{ id: number; state: string }>(
      'Activity/actionAdd',
      {
        title_zh: '测试活动',
        title_en: `Test ${from}`,
        picture,
        url: 'https://event.example.com/test',
        type: 'ranking',
        regions: [1],
        starts_at: from,
        ends_at: to,
        metric: 'coins',
        subject: 'sender',
        gifts: JSON.stringify([{ gift_id: gift.id }]),
        min_value: 100,
        top_n: 3,
        template_id: templateId,
        budget_coins: 1_000_000,
        ...extra,
      },
      { token: admin },
    );

  return { t, admin, reviewer, gift, members, room, picture, send, template, activity };
}
export type ActivityFixture = Awaited<ReturnType<typeof startActivityFixture>>;
