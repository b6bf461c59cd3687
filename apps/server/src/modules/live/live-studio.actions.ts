import { liveStudioActions, Status } from '@console/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import { hashPassword } from '../../engine/auth/passwords.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { takeRoomNumber } from '../room-crystal/room-number.ts';
import { studioLives, studioRooms, studios } from './live.tables.ts';
import { checkCode } from './live-voice.actions.ts';

type AuthState = liveStudioActions.AuthState;

/** SPEC §4: an authorization is valid until its expiry and expired from that second on, by the clock alone. */
export const authStateOf = (expiresAt: number, now: number): AuthState => (expiresAt > now ? 'valid' : 'expired');

const MIN_PASSWORD = 6;

/** The whitelist as staff type it (member ids or pretty ids, comma-separated) into member ids; unknown ones refused by name. */
async function whitelistOf(ctx: ActionContext, value: unknown): Promise<number[]> {
  const parts = String(value ?? '')
    .split(/[,\s，]+/)
    .filter((part) => part !== '');
  const bad = parts.filter((part) => !/^\d{1,15}$/.test(part));
  const numbers = [...new Set(parts.filter((part) => !bad.includes(part)).map(Number))];
  if (numbers.length > liveStudioActions.MAX_WHITELIST) {
    throw new ActionError(Status.invalid, 'live_whitelist_too_long', {
      params: { max: liveStudioActions.MAX_WHITELIST },
      data: { errors: { whitelist: 'too_large' } },
    });
  }
  const found = await membersByNumber(ctx.db, numbers);
  const unknown = [...bad, ...numbers.filter((number) => !found.has(number)).map(String)];
  if (unknown.length > 0) {
    throw new ActionError(Status.invalid, 'live_whitelist_unknown', {
      params: { ids: unknown.join(', ') },
      data: { errors: { whitelist: 'invalid_id' } },
    });
  }
  return [...new Set(numbers.map((number) => (found.get(number) as { id: number }).id))];
}

/** The live authorization (SPEC §3): account unique among studios, password kept as a hash only, code, a future expiry, whitelist. */
async function authorize(record: Values, input: Values, ctx: ActionContext): Promise<Values> {
  const account = String(input.account);
  const [taken] = await ctx.db
    .select({ id: studios.id })
    .from(studios)
    .where(and(eq(studios.account, account), ne(studios.id, Number(record.id))));
  if (taken) {
    throw new ActionError(Status.invalid, 'live_account_taken', {
      params: { account },
      data: { errors: { account: 'duplicate' } },
    });
  }
  const password = input.password === undefined ? undefined : String(input.password);
  if (password === undefined && record.passwordHash === '') {
    throw invalid('live_password_required', { password: 'required' });
  }
  if (password !== undefined && password.length < MIN_PASSWORD) throw invalid('live_password_short', { password: 'too_small' });
  const code = checkCode(input.code);
  if (Number(input.expires_at) <= ctx.now) throw invalid('live_expiry_past', { expires_at: 'live_expiry_past' });
  const whitelist = await whitelistOf(ctx, input.whitelist);
  return {
    account,
    code,
    expiresAt: Number(input.expires_at),
    whitelist,
    ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
  };
}

/** Ends the studio's live now: the live goes to the history (who stopped it), the studio is not live and its game closes. */
async function stop(record: Values, _input: Values, ctx: ActionContext): Promise<Values> {
  if (record.liveStartedAt === null) throw invalid('live_not_living');
  await ctx.db.insert(studioLives).values({
    studioId: Number(record.id),
    studioName: String(record.name),
    roomId: Number(record.roomId),
    regionId: Number(record.regionId),
    startedAt: Number(record.liveStartedAt),
    endedAt: ctx.now,
    stoppedBy: ctx.admin.adminId,
    stoppedByName: ctx.admin.username,
  });
  return { liveStartedAt: null, gameState: 'off' };
}

const studioRoom = rowsAboutRoom(studios.roomId);

const studioActions = serveResource(liveStudioActions.studios, studios, {
  join: studioRoom.join,
  columns: { room_no: studioRoom.columns.room_no, room_name: studioRoom.columns.room_name },
  derived: {
    state: (record) => (record.liveStartedAt === null ? 'not_live' : 'living'),
    auth_state: (record, now) => authStateOf(Number(record.expiresAt), now),
    password_set: (record) => record.passwordHash !== '',
    whitelist: (record) => (record.whitelist as number[]).join(', '),
  },
  filters: {
    state: {
      where: (state: string) => (state === 'living' ? isNotNull(studios.liveStartedAt) : isNull(studios.liveStartedAt)),
    },
    auth_state: {
      where: (state: AuthState, now: number) => (state === 'valid' ? gt(studios.expiresAt, now) : lte(studios.expiresAt, now)),
    },
  },
  async beforeDelete(records, ctx) {
    if (records.some((record) => record.liveStartedAt !== null)) throw invalid('live_studio_living');
    // A deleted studio broadcasts into no room; its past lives stay in the history.
    const ids = records.map((record) => Number(record.id));
    await ctx.db.delete(studioRooms).where(inArray(studioRooms.studioId, ids));
  },
  commands: {
    secret: authorize,
    stop,
    game: (_record, input) => ({ gameState: input.game_state }),
  },
});

const roomOfStudioRoom = rowsAboutRoom(studioRooms.roomId);
const studioRoomActions = serveResource(liveStudioActions.studioRooms, studioRooms, {
  join: [{ table: studios, on: eq(studios.id, studioRooms.studioId) }, roomOfStudioRoom.join],
  columns: {
    studio_name: studios.name,
    room_no: roomOfStudioRoom.columns.room_no,
    room_name: roomOfStudioRoom.columns.room_name,
  },
  // The studio is the save's reference: the engine refused one missing or outside the caller's regions.
  beforeSave: takeRoomNumber,
});

const roomOfHistory = rowsAboutRoom(studioLives.roomId);
const historyActions = serveResource(liveStudioActions.studioHistory, studioLives, {
  join: roomOfHistory.join,
  columns: { room_no: roomOfHistory.columns.room_no },
  derived: { duration: (record) => Math.floor((Number(record.endedAt) - Number(record.startedAt)) / 60) },
});

export const studioActionList = [...studioActions, ...studioRoomActions, ...historyActions];
