import type { Queryable } from '../db/database.ts';

/** Words per region id that a voice-chat app filters; a demo list, not a moderation policy. */
const WORDS: Record<number, string[]> = {
  0: ['scam', 'free coins', 'whatsapp me', 'telegram', 'hack', 'cheat', 'paypal me'],
  1: ['احتيال', 'عملات مجانية', 'واتساب', 'تلجرام'],
  2: ['刷币', '加微信', '代充', '外挂'],
  3: ['dolandırıcı', 'bedava jeton'],
  9: ['estafa', 'monedas gratis'],
  10: ['penipuan', 'koin gratis'],
  11: ['golpe', 'moedas grátis'],
};

/**
 * Risk records for one member in 17, sensitive words per region and a few blacklist entries, all
 * derived from the members already seeded so the same N always gives the same data.
 */
export async function insertDemoRecords(connection: Queryable, now: number): Promise<void> {
  await connection.query(
    `INSERT INTO risk_record (user_id, black_channel, times, last_time, credit, recharge_money, login_ip, count_login_ip, push_id, created_at)
     SELECT id, 1 + (id % 5)::int, 1 + (id % 7)::int, $1::bigint - (id % 864000), 40 + (id % 61)::int, (id % 13) * 4999,
       register_ip, 1 + (id % 9)::int, 'push-' || substr(md5(id::text), 1, 12), $1::bigint - (id % 2592000)
     FROM member WHERE id % 17 = 0 AND NOT EXISTS (SELECT 1 FROM risk_record r WHERE r.user_id = member.id)`,
    [now],
  );
  for (const [region, words] of Object.entries(WORDS)) {
    await connection.query(
      `INSERT INTO sensitive_word (word, region_id, record, created_by, created_by_name, created_at, updated_at)
       SELECT w, $2, (ordinality % 3 <> 0), 1, 'admin', $3, $3 FROM unnest($1::text[]) WITH ORDINALITY AS w
       ON CONFLICT DO NOTHING`,
      [words, Number(region), now],
    );
  }
  // One member in 53 is banned: permanently, or for 30 days from a recent day.
  await connection.query(
    `INSERT INTO member_ban (member_id, kind, reason, duration, expires_at, evidence_text, created_by, created_by_name, created_at)
     SELECT id, 'id', (ARRAY['porn','insult','religion','terrorism','illegal','other_app'])[1 + (id % 6)::int],
       CASE WHEN id % 2 = 0 THEN 'permanent' ELSE 'd30' END,
       CASE WHEN id % 2 = 0 THEN NULL ELSE $1::bigint + 86400 * (1 + id % 20) END,
       'Reported by several room members', 1, 'admin', $1::bigint - 86400 * (10 - id % 9)
     FROM member WHERE id % 53 = 0 AND NOT EXISTS (SELECT 1 FROM member_ban b WHERE b.member_id = member.id)`,
    [now],
  );
  await connection.query('UPDATE member SET ban_count = 1 WHERE id % 53 = 0 AND ban_count = 0');
  await connection.query(
    `INSERT INTO user_tag (name_zh, name_en, color, updated_at)
     SELECT * FROM (VALUES ('大R', 'Big spender', '#d4380d', $1::bigint), ('主播', 'Host', '#1677ff', $1::bigint),
       ('疑似小号', 'Suspected alt account', '#faad14', $1::bigint), ('官方', 'Official', '#389e0d', $1::bigint)) AS t
     WHERE NOT EXISTS (SELECT 1 FROM user_tag)`,
    [now],
  );
  await connection.query(
    `INSERT INTO member_tag (member_id, tag_id)
     SELECT m.id, t.id FROM member m JOIN user_tag t ON t.id = 1 + (m.id % 4) WHERE m.id % 11 = 0 ON CONFLICT DO NOTHING`,
  );
  // Sign-ins: the register IP, and for one member in three a second network.
  await connection.query(
    `INSERT INTO member_login_ip (member_id, ip, device_id, times, first_time, last_time)
     SELECT id, register_ip, device_id, 1 + (id % 40)::int, register_time, last_login_time FROM member
     WHERE NOT EXISTS (SELECT 1 FROM member_login_ip l WHERE l.member_id = member.id)
     UNION ALL
     SELECT id, '100.64.' || (id % 200) || '.' || (id % 250), device_id, 1 + (id % 7)::int, register_time + 86400, last_login_time - 3600
     FROM member WHERE id % 3 = 0 AND NOT EXISTS (SELECT 1 FROM member_login_ip l WHERE l.member_id = member.id)`,
  );
  // Deregistrations: done for deregistered members, some in progress (15-day cooling-off), some cancelled.
  await connection.query(
    `INSERT INTO member_destroy (member_id, state, reason, applied_at, finishes_at)
     SELECT id, CASE WHEN status = 'deregistered' THEN 'done' WHEN id % 2 = 0 THEN 'in_progress' ELSE 'cancelled' END,
       (ARRAY['No longer use the app', 'Privacy concerns', 'Too many notifications'])[1 + (id % 3)::int],
       $1::bigint - 86400 * (id % 30), $1::bigint - 86400 * (id % 30) + 15 * 86400
     FROM member WHERE (status = 'deregistered' OR id % 89 = 0)
       AND NOT EXISTS (SELECT 1 FROM member_destroy d WHERE d.member_id = member.id)`,
    [now],
  );
  // Blacklisted devices and IPs; one in four was taken off again a day later (an appeal, a shared
  // network), as a real list's history holds.
  await connection.query(
    `INSERT INTO device_blacklist (kind, value, level, reason, expires_at, created_by, created_by_name, created_at,
       removed_at, removed_by, removed_by_name, remove_reason)
     SELECT kind, value, level, reason, expires_at, 1, 'admin', created_at,
       CASE WHEN removed THEN created_at + 86400 END, CASE WHEN removed THEN 1 END,
       CASE WHEN removed THEN 'admin' ELSE '' END,
       CASE WHEN NOT removed THEN '' WHEN kind = 'ip' THEN 'Shared office network, not one member' ELSE 'Appeal accepted: a family phone' END
     FROM (
       SELECT CASE WHEN id % 3 = 0 THEN 'ip' ELSE 'device' END AS kind,
         CASE WHEN id % 3 = 0 THEN register_ip ELSE device_id END AS value,
         1 + (id % 3)::int AS level, 'Multiple accounts farming coins' AS reason,
         CASE WHEN id % 2 = 0 THEN NULL ELSE $1::bigint + 2592000 END AS expires_at,
         $1::bigint - (id % 864000) AS created_at, id % 4 = 1 AS removed
       FROM member WHERE id % 29 = 0
     ) AS entry
     WHERE NOT EXISTS (SELECT 1 FROM device_blacklist d WHERE d.kind = entry.kind AND d.value = entry.value)
     ON CONFLICT DO NOTHING`,
    [now],
  );
}
