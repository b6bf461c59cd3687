import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { serverErrors } from './error-log.tables.ts';

const HOUR = 3600;

/** Faults a console of this stack meets in its first weeks, as loggableError would have kept them. */
const FAULTS: readonly { action: string; type: string; code?: string; message: string; frame: string }[] = [
  {
    action: 'Member/memberList',
    type: 'DatabaseError',
    code: '57014',
    message: 'canceling statement due to statement timeout',
    frame: 'runList (apps/server/src/engine/list/list.ts:212:19)',
  },
  {
    action: 'Member/sendGold',
    type: 'DatabaseError',
    code: '40P01',
    message: 'deadlock detected',
    frame: 'postEntries (apps/server/src/modules/ledger/ledger.post.ts:88:5)',
  },
  {
    action: 'Room/roomList',
    type: 'TypeError',
    message: "Cannot read properties of undefined (reading 'regionId')",
    frame: 'roomRow (apps/server/src/modules/room/room-list.ts:141:32)',
  },
  {
    action: 'UploadFile/uploadPicture',
    type: 'Error',
    message: 'ENOSPC: no space left on device, write',
    frame: 'storeUpload (apps/server/src/modules/upload/upload.store.ts:41:9)',
  },
  {
    action: 'RoomRunningWater/roomRunningList',
    type: 'DatabaseError',
    code: '53300',
    message: 'sorry, too many clients already',
    frame: 'Pool.connect (node_modules/pg-pool/index.js:45:11)',
  },
  {
    action: 'Activity/actionDisplay',
    type: 'DatabaseError',
    code: '23505',
    message: 'duplicate key value violates unique constraint "activity_ranking_place_idx"',
    frame: 'freezeRanking (apps/server/src/modules/activity/activity-settle.ts:131:7)',
  },
  {
    action: 'Message/systemMessagePush',
    type: 'Error',
    message: 'Connection terminated unexpectedly',
    frame: 'Connection.<anonymous> (node_modules/pg/lib/client.js:132:73)',
  },
  {
    action: 'GET /api/export/[redacted]',
    type: 'Error',
    message: 'write EPIPE',
    frame: 'afterWriteDispatched (node:internal/stream_base_commons:161:15)',
  },
];

/**
 * Demo faults: two dozen over the last eleven days, by the demo staff, from a few offices' addresses,
 * so the error log looks as it does after a few busy weeks. Running it again adds nothing.
 */
export async function insertDemoServerErrors(db: Orm, now: number): Promise<void> {
  const [any] = await db.select({ id: serverErrors.id }).from(serverErrors).limit(1);
  if (any) return;
  const staff = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(eq(admins.status, 'enabled'))
    .orderBy(asc(admins.id))
    .limit(4);
  const rows = Array.from({ length: 24 }, (_, n) => {
    const fault = FAULTS[(n * 5) % FAULTS.length] as (typeof FAULTS)[number];
    const route = fault.action.includes(' ');
    // A download is fetched by its one-time link: no session names who.
    const who = route ? undefined : staff[n % staff.length];
    const digest = createHash('md5').update(`demo-fault-${n}`).digest('hex');
    return {
      createdAt: now - (24 - n) * 11 * HOUR - ((n * 1777) % HOUR),
      requestId: `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-a${digest.slice(17, 20)}-${digest.slice(20, 32)}`,
      module: route ? '' : (fault.action.split('/')[0] as string),
      action: fault.action,
      errorType: fault.type,
      code: fault.code ?? null,
      message: fault.message,
      stack: `${fault.type}: ${fault.message}\n    at ${fault.frame}`,
      adminId: who?.id ?? null,
      adminName: who?.username ?? '',
      ip: `10.20.${1 + (n % 3)}.${17 + ((n * 7) % 40)}`,
    };
  });
  await db.insert(serverErrors).values(rows);
}
