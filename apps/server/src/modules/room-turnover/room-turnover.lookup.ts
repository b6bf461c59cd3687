/**
 * What other modules read of the gift records: the sends themselves, for rankings by what a member
 * received (a room's host rank, the hosts' settlement). Append-only; only this module writes them.
 */
export { giftSends } from './room-turnover.tables.ts';
