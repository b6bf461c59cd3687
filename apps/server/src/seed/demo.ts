import type { RoleKind } from '@console/contract';
import type { Database, Queryable } from '../db/database.ts';
import { ormFor } from '../db/orm.ts';
import { hashPassword } from '../engine/auth/passwords.ts';
import { countrySeeds } from '../modules/country/country.reference.ts';
import { MODULES } from '../modules/index.ts';
import { insertDemoMemberRecords } from './demo-member-records.ts';
import { insertDemoRecords } from './demo-records.ts';
import { ensureBuiltInRoles } from './roles.ts';

/** Demo staff of DESIGN §7; all share the first admin's password. */
const DEMO_STAFF: readonly {
  username: string;
  realName: string;
  kind: RoleKind;
  regionIds?: number[];
  area?: string;
  areaName: string;
}[] = [
  { username: 'country_admin', realName: 'Layla Hassan', kind: 'country_admin', regionIds: [1], areaName: 'Arabic' },
  { username: 'operator', realName: 'Chen Jing', kind: 'operator', areaName: '' },
  { username: 'agent', realName: 'Omar Farouk', kind: 'agent', regionIds: [1], areaName: 'Arabic' },
  { username: 'promoter', realName: 'Ayu Lestari', kind: 'promoter', regionIds: [10], areaName: 'Indonesian' },
  { username: 'area_manager', realName: 'Mehmet Kaya', kind: 'area_manager', area: 'Türkiye', areaName: '' },
];

/** Operating areas; the area manager runs the first, the second has no staff yet. */
const DEMO_AREAS: readonly { name: string; countryCodes: string[] }[] = [
  { name: 'Türkiye', countryCodes: ['TR', 'AZ'] },
  { name: 'Levant', countryCodes: ['JO', 'LB', 'SY', 'PS'] },
];

/** Country zones: how the app groups countries in its lists. */
const DEMO_ZONES: readonly { name: string; countryCodes: string[] }[] = [
  { name: 'Gulf', countryCodes: ['SA', 'AE', 'KW'] },
  { name: 'North Africa', countryCodes: ['EG', 'MA', 'DZ'] },
];

/** Weighted country codes members are drawn from: the app's main markets first. */
const MARKET_WEIGHTS: Record<string, number> = {
  SA: 14,
  EG: 10,
  AE: 6,
  IQ: 8,
  KW: 3,
  JO: 3,
  MA: 4,
  DZ: 3,
  TR: 8,
  IN: 8,
  PK: 4,
  ID: 7,
  VN: 2,
  TH: 2,
  BR: 4,
  MX: 3,
  ES: 2,
  CO: 2,
  US: 3,
  GB: 2,
  PH: 2,
  CN: 1,
  MY: 1,
  SG: 1,
};

const FIRST_NAMES = [
  'Ahmed',
  'Sara',
  'Omar',
  'Layla',
  'Yusuf',
  'Aisha',
  'Mehmet',
  'Elif',
  'Arjun',
  'Priya',
  'Budi',
  'Siti',
  'Lucas',
  'Maria',
  'Minh',
  'Nok',
  'Noor',
  'Karim',
  'Hana',
  'Zain',
  '小明',
  '晓雨',
  'Fatima',
  'Ali',
  'Rania',
  'Diego',
];
const SECOND_PARTS = [
  'Star',
  'Moon',
  'Rose',
  'King',
  'Queen',
  'Voice',
  'Sky',
  'Love',
  'Lion',
  'Pearl',
  'Night',
  'Sun',
  '月光',
  '星辰',
  'Desert',
  'Falcon',
];

export const MEMBER_ID_BASE = 10_000_000;
export const USER_NO_BASE = 100_000;
const CHUNK = 50_000;

function weightedCountries(): { ids: number[]; regions: number[] } {
  const byCode = new Map(countrySeeds().map((c) => [c.code, c]));
  const ids: number[] = [];
  const regions: number[] = [];
  for (const [code, weight] of Object.entries(MARKET_WEIGHTS)) {
    const country = byCode.get(code);
    if (!country) continue;
    for (let i = 0; i < weight; i++) {
      ids.push(country.id);
      regions.push(country.regionId);
    }
  }
  return { ids, regions };
}

/**
 * Members `from..to` (1-based), generated inside the database from the row number alone, so the
 * same N always gives the same data and a million rows take seconds, not minutes.
 */
async function insertMembers(connection: Queryable, from: number, to: number, now: number): Promise<void> {
  const { ids, regions } = weightedCountries();
  await connection.query(
    `INSERT INTO member (id, user_no, nickname, gender, birthday, phone_region, phone, email, country_id, region_id,
       signature, wealth_level, charm_level, activity_level, gold, diamond, bean, register_time, register_ip, device_id,
       last_login_time, ban_count, frozen, status)
     SELECT $5::bigint + i, $6::bigint + i,
       ($7::text[])[1 + (h1 % cardinality($7::text[]))] || ' ' || ($8::text[])[1 + (h2 % cardinality($8::text[]))] || ' ' || (i % 997),
       (i % 3)::smallint,
       to_char(date '1985-01-01' + (h1 % 9000)::int, 'YYYY-MM-DD'),
       '+' || (20 + h2 % 80)::text, (500000000 + h1 % 499999999)::text,
       CASE WHEN i % 4 = 0 THEN 'user' || i || '@example.com' ELSE '' END,
       ($3::int[])[1 + (h3 % cardinality($3::int[]))], ($4::int[])[1 + (h3 % cardinality($4::int[]))],
       CASE WHEN i % 5 = 0 THEN 'Hello from voice room ' || (i % 300) ELSE '' END,
       (h1 % 60)::int, (h2 % 50)::int, (h3 % 30)::int,
       (h2 % 200000)::bigint, (h1 % 50000)::bigint, (h3 % 5000)::bigint,
       $9::bigint - (h1 % 63072000), '10.' || (h1 % 256) || '.' || (h2 % 256) || '.' || (h3 % 256),
       substr(md5('device' || i), 1, 16),
       $9::bigint - (h2 % 2592000), (CASE WHEN i % 37 = 0 THEN 1 ELSE 0 END)::int, i % 211 = 0,
       CASE WHEN i % 97 = 0 THEN 'deregistered' ELSE 'normal' END
     FROM (
       SELECT i, (i * 2654435761) % 4294967291 AS h1, (i * 40503 + 7) % 1000003 AS h2, (i * 69069 + 1) % 999983 AS h3
       FROM generate_series($1::bigint, $2::bigint) AS i
     ) AS numbered`,
    [from, to, ids, regions, MEMBER_ID_BASE, USER_NO_BASE, FIRST_NAMES, SECOND_PARTS, now],
  );
}

/** One room for every tenth member, in the owner's country. */
async function insertRooms(connection: Queryable, now: number): Promise<void> {
  await connection.query(
    `INSERT INTO room (id, room_no, name, owner_id, country_id, region_id, level, heat, online_count, notice, created_at)
     SELECT id + 50000000, user_no + 800000, nickname || '''s room', id, country_id, region_id,
       1 + (id % 10)::int, ((id * 7919) % 6000)::int, ((id * 31) % 200)::int, 'Welcome!', $1::bigint - (id % 31536000)
     FROM member WHERE id % 10 = 0 ON CONFLICT DO NOTHING`,
    [now],
  );
}

export async function seedDemoStaff(db: Database, password: string, now: number): Promise<void> {
  const passwordHash = await hashPassword(password);
  const countryIdByCode = new Map(countrySeeds().map((c) => [c.code, c.id]));
  await db.transaction(async (tx) => {
    const roleIds = await ensureBuiltInRoles(tx, now);
    for (const area of DEMO_AREAS) {
      await tx.query(
        `INSERT INTO operating_area (name, country_ids, created_at, updated_at) VALUES ($1, $2::integer[], $3, $3)
         ON CONFLICT (name) DO NOTHING`,
        [area.name, area.countryCodes.map((code) => countryIdByCode.get(code) ?? 0), now],
      );
    }
    for (const [index, zone] of DEMO_ZONES.entries()) {
      await tx.query(
        `INSERT INTO country_zone (name, position, display_order, country_ids, updated_at)
         SELECT $1::text, $2::int, $2::int, $3::integer[], $4::bigint WHERE NOT EXISTS (SELECT 1 FROM country_zone WHERE name = $1::text)`,
        [zone.name, index + 1, zone.countryCodes.map((code) => countryIdByCode.get(code) ?? 0), now],
      );
    }
    for (const staff of DEMO_STAFF) {
      await tx.query(
        `INSERT INTO admin (username, real_name, password_hash, role_id, region_ids, area_id, area_name,
           gold_quota, gold_used, gift_quota, gift_used, prop_quota, prop_used, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::integer[], (SELECT id FROM operating_area WHERE name = $6), $7,
           1000000, 930000, 5000, 1200, 300, 45, $8, $8)
         ON CONFLICT (username) DO NOTHING`,
        [
          staff.username,
          staff.realName,
          passwordHash,
          roleIds.get(staff.kind),
          staff.regionIds ?? null,
          staff.area ?? null,
          staff.areaName,
          now,
        ],
      );
    }
  });
}

/**
 * Adds members up to `members` in total (and their rooms); running it again adds nothing. Dated in
 * `timeZone`, the console's (the process's own when not given, as the server's TIME_ZONE is).
 */
export async function seedDemoData(
  db: Database,
  opts: { members: number; now: number; timeZone?: string; onProgress?: (done: number) => void },
) {
  const timeZone = opts.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM member');
  const existing = rows[0]?.n ?? 0;
  for (let from = existing + 1; from <= opts.members; from += CHUNK) {
    const to = Math.min(opts.members, from + CHUNK - 1);
    await db.transaction((tx) => insertMembers(tx, from, to, opts.now));
    opts.onProgress?.(to);
  }
  await db.transaction(async (tx) => {
    await insertRooms(tx, opts.now);
    await insertDemoRecords(tx, opts.now);
    await insertDemoMemberRecords(tx, opts.now);
    for (const module of MODULES) await module.demo?.(ormFor(tx), opts.now, timeZone);
  });
}
