/** Every table, for drizzle-kit and for code that needs more than one module's tables in a query. */
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
