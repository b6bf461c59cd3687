import { bigint } from 'drizzle-orm/pg-core';

/** Times are unix seconds everywhere (the wire carries them as such); int8 as a JS number. */
export const unixSeconds = (name: string) => bigint(name, { mode: 'number' });

/** Coins and diamonds are whole numbers that can exceed int4. */
export const amount = (name: string) => bigint(name, { mode: 'number' });
