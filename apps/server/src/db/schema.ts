/**
 * Every table: for drizzle-kit's migrations, the engine, the seeds and the tests. Modules never
 * import it (npm run lint refuses): they read each other through exported functions (DESIGN §2).
 */
export * from '../engine/audit/audit.tables.ts';
export * from '../engine/auth/auth.tables.ts';
export * from '../engine/export/export.tables.ts';
export * from '../modules/country/country.tables.ts';
export * from '../modules/device-blacklist/device-blacklist.tables.ts';
export * from '../modules/member/member.tables.ts';
export * from '../modules/member/member-profile.tables.ts';
export * from '../modules/preference/preference.tables.ts';
export * from '../modules/risk/risk.tables.ts';
export * from '../modules/room/room.tables.ts';
export * from '../modules/sensitive-words/sensitive-words.tables.ts';
export * from '../modules/staff/staff.tables.ts';
export * from '../modules/upload/upload.tables.ts';
