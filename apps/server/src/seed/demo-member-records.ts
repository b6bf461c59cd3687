import type { Queryable } from '../db/database.ts';

/**
 * What the user page shows beyond the profile: payments and agent transfers, props, CP relations,
 * third-party logins, authentications and SVIP. Derived from member ids so a given N is always the
 * same data; idempotent so re-seeding adds nothing twice.
 */
export async function insertDemoMemberRecords(connection: Queryable, now: number): Promise<void> {
  // One member in 5 paid: a few store orders each (some pending, failed or refunded), and one in 15
  // received coins from an agent (the member 7 ids before them).
  await connection.query(
    `INSERT INTO member_payment (member_id, order_no, pay_type, recharge_type, money_cents, currency, coins, state, agent_id, created_at)
     SELECT m.id, 'P' || m.id || '-' || n,
       (ARRAY['wechat','alipay','apple','google','paypal','other'])[1 + ((m.id + n) % 6)::int],
       CASE WHEN n = 3 THEN 'commerce' ELSE 'store' END,
       (ARRAY[99, 499, 999, 4999, 9999])[1 + ((m.id * n) % 5)::int], 'USD',
       (ARRAY[99, 499, 999, 4999, 9999])[1 + ((m.id * n) % 5)::int] * 7,
       CASE WHEN (m.id + n) % 13 = 0 THEN 'pending' WHEN (m.id + n) % 17 = 0 THEN 'failed'
            WHEN (m.id + n) % 29 = 0 THEN 'refunded' ELSE 'paid' END,
       NULL, m.register_time + n * 86400
     FROM member m CROSS JOIN generate_series(1, 4) n WHERE m.id % 5 = 0
     UNION ALL
     SELECT m.id, 'T' || m.id, 'other', 'agent', 0, 'USD', 10000 + (m.id % 9) * 5000, 'paid', m.id - 7, $1::bigint - (m.id % 50) * 86400
     FROM member m WHERE m.id % 15 = 0 AND EXISTS (SELECT 1 FROM member a WHERE a.id = m.id - 7)
     ON CONFLICT (order_no) DO NOTHING`,
    [now],
  );
  await connection.query(
    `INSERT INTO member_prop (member_id, place, prop_type, name, quantity, in_use, source, expires_at, created_at)
     SELECT m.id, p.place, p.prop_type, p.name, p.quantity, p.in_use, p.source, $1::bigint + p.days * 86400, $1::bigint - (m.id % 20) * 86400
     FROM member m CROSS JOIN (VALUES
       ('held', 'car', 'Golden Dragon', 1, true, 'shop', 30),
       ('held', 'headdress', 'Rose Crown', 1, true, 'activity reward', 7),
       ('held', 'bubble', 'Starry Chat Bubble', 1, false, 'shop', 15),
       ('backpack', 'voucher', 'Recharge Voucher 10%', 2, false, 'activity reward', 10),
       ('backpack', 'relation_card', 'CP Card', 1, false, 'gift', 30)
     ) AS p(place, prop_type, name, quantity, in_use, source, days)
     WHERE m.id % 4 = 0 AND NOT EXISTS (SELECT 1 FROM member_prop x WHERE x.member_id = m.id)`,
    [now],
  );
  // CP pairs: each member with id ≡ 0 (mod 10) and the next one, stored on both sides.
  await connection.query(
    `INSERT INTO member_relation (member_id, partner_id, kind, since)
     SELECT a, b, 'cp', $1::bigint - (a % 100) * 86400 FROM (
       SELECT id AS a, id + 1 AS b FROM member WHERE id % 10 = 0 AND EXISTS (SELECT 1 FROM member p WHERE p.id = member.id + 1)
       UNION ALL
       SELECT id + 1, id FROM member WHERE id % 10 = 0 AND EXISTS (SELECT 1 FROM member p WHERE p.id = member.id + 1)
     ) pairs ON CONFLICT DO NOTHING`,
    [now],
  );
  await connection.query(
    `INSERT INTO member_binding (member_id, channel, external_id, bound_at)
     SELECT id, (ARRAY['google','facebook','apple'])[1 + (id % 3)::int], 'ext-' || md5(id::text), register_time
     FROM member WHERE id % 2 = 0 ON CONFLICT DO NOTHING`,
  );
  await connection.query(
    `INSERT INTO member_authentication (member_id, real_name, id_number, state, reject_reason, updated_at, updated_by_name)
     SELECT id, 'Demo Name ' || id, lpad((id * 7919 % 100000000)::text, 12, '4'),
       (ARRAY['pending','passed','rejected'])[1 + (id % 3)::int],
       CASE WHEN id % 3 = 2 THEN 'Photo is blurred' ELSE '' END, register_time + 3600, ''
     FROM member WHERE id % 12 = 0 ON CONFLICT DO NOTHING`,
  );
  await connection.query(
    `UPDATE member SET svip_level = 1 + (id % 8)::int, svip_expires_at = $1::bigint + (id % 60) * 86400
     WHERE id % 25 = 0 AND svip_level = 0`,
    [now],
  );
  await connection.query('UPDATE member SET game_level = (id % 30)::int WHERE id % 3 = 0 AND game_level = 0');
}
