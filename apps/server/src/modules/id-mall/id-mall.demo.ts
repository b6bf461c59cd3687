import type { Orm } from '../../db/orm.ts';
import { idLocks, idNumbers, idNumberTypes } from './id-mall.tables.ts';
import { pairsOf, shapeOf } from './id-number.ts';

/** Gold prices by digit count, then pairs: fewer digits and more pairs cost more. */
const PRICES: Readonly<Record<number, readonly number[]>> = {
  4: [5_000, 20_000, 100_000],
  5: [2_000, 8_000, 30_000],
  6: [1_000, 3_000, 10_000, 50_000],
  7: [500, 1_500, 5_000, 20_000],
  8: [200, 600, 2_000, 8_000, 30_000],
};

/** The numbers to sell: the shapes buyers look for, then plain ones drawn from a fixed seed. */
function demoNumbers(): string[] {
  const numbers = new Set<string>();
  const digit = (n: number) => String(n % 10);
  for (let d = 1; d <= 9; d++) for (const length of [4, 5, 6, 7, 8]) numbers.add(digit(d).repeat(length)); // AAAA…
  for (let a = 1; a <= 9; a++) {
    const b = (a * 3 + 1) % 10;
    const c = (a * 7 + 2) % 10;
    if (a === b || b === c || a === c) continue;
    const [x, y, z] = [digit(a), digit(b), digit(c)];
    numbers.add(`${x}${x}${y}${y}`); // AABB
    numbers.add(`${x}${y}${x}${y}`); // ABAB
    numbers.add(`${x}${y}${z}${x}${y}${z}`); // ABCABC
    numbers.add(`${x}${x}${x}${y}${y}${y}`); // AAABBB
    numbers.add(`${x}${x}${y}${y}${z}${z}`); // AABBCC
    numbers.add(`${x}${y}${y}${y}${y}${y}${y}`); // ABBBBBB
  }
  for (let start = 0; start <= 5; start++) {
    numbers.add('0123456789'.slice(start, start + 4)); // ABCD
    numbers.add('0123456789'.slice(start, start + 6));
  }
  for (const love of ['520520', '5201314', '1314520', '13141314', '52013140', '1314', '5200', '1314666', '5208888'])
    numbers.add(love);
  for (const lucky of ['168168', '518518', '666888', '888666', '1688888', '8886666', '12345678', '66668888', '11223344'])
    numbers.add(lucky);
  // Plain numbers from a fixed seed, so every demo database has the same ones.
  let seed = 20_240_101;
  while (numbers.size < 320) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const length = 6 + (seed % 3);
    numbers.add(String(10 ** (length - 1) + (seed % (9 * 10 ** (length - 1)))));
  }
  return [...numbers];
}

/** Locks with the reasons staff give; the last two keep back numbers the mall does not list. */
const LOCKS: readonly (readonly [string, string])[] = [
  ['888888', 'Reserved for the official account'],
  ['666666', 'Promised to VIP member 10086 (SVIP renewal gift)'],
  ['5201314', "Held for the Valentine's Day lucky draw"],
  ['8888', 'Kept for the founder'],
  ['1314520', 'Under dispute: two members claim it'],
  ['99999999', 'Reserved for the anniversary campaign'],
  ['10000', 'Official customer service account'],
  ['100000', 'Reserved for official announcements'],
];

const PLAIN_LOCK_REASONS = [
  'Held while an account theft report is checked',
  'The buyer paid twice: held until the refund is settled',
  'Requested by the legal team',
];

/** Number types of 4–8 digits, ~320 numbers of every shape (some not for sale), locks and unlock history. */
export async function insertDemoIdMall(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: idNumberTypes.id }).from(idNumberTypes).limit(1)).length > 0) return;
  const created = { createdBy: 1, createdByName: 'admin', createdAt: now - 86_400 * 90 };
  const types = Object.entries(PRICES).flatMap(([digits, prices]) =>
    prices.map((price, pairs) => ({
      name: pairs === 0 ? `${digits}位普通` : `${digits}位${pairs}对`,
      digits: Number(digits),
      pairs,
      price,
    })),
  );
  // A 9-digit type no number has yet: one the list can show as empty (and delete).
  types.push({ name: '9位普通', digits: 9, pairs: 0, price: 100 });
  await db.insert(idNumberTypes).values(types.map((type, sort) => ({ ...type, sort, ...created, updatedAt: created.createdAt })));

  const numbers = demoNumbers();
  await db.insert(idNumbers).values(
    numbers.map((number, n) => ({
      number,
      digits: number.length,
      pairs: pairsOf(number),
      shape: shapeOf(number),
      // Every ninth is kept off sale for now.
      forSale: n % 9 !== 4,
      ...created,
      createdAt: now - 86_400 * (60 - (n % 60)),
      updatedAt: now - 86_400 * (30 - (n % 30)),
    })),
  );

  // Plain numbers are locked too, while support settles who owns one: the newest numbers of the list.
  const held = numbers.slice(-9).filter((_, n) => n % 4 === 0);
  const plainLocks = held.map((number, n) => [number, PLAIN_LOCK_REASONS[n % PLAIN_LOCK_REASONS.length] as string] as const);
  await db.insert(idLocks).values(
    [...LOCKS, ...plainLocks].map(([number, reason], n) => ({
      number,
      reason,
      ...created,
      createdAt: now - 86_400 * (20 - n),
    })),
  );
  // Locks taken off again: the history the lock list keeps.
  await db.insert(idLocks).values([
    {
      number: '168168',
      reason: 'Held for a top-up campaign',
      ...created,
      createdAt: now - 86_400 * 40,
      removedAt: now - 86_400 * 10,
      removedBy: 1,
      removedByName: 'admin',
      removeReason: 'Campaign over, back on sale',
    },
    {
      number: '8888',
      reason: 'Checking a refund request',
      ...created,
      createdAt: now - 86_400 * 50,
      removedAt: now - 86_400 * 45,
      removedBy: 1,
      removedByName: 'admin',
      removeReason: 'Refund refused, number stays in the mall',
    },
  ]);
}
