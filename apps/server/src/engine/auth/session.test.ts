import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectInto, startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import { bootstrap } from '../../seed/bootstrap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('sign-in', () => {
  it('answers a token and the account, and stores only the token hash', async () => {
    const reply = await t.call<{ token: string; uid: number; role_kind: string }>('Login/index', {
      username: 'admin',
      password: TEST_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.data).toMatchObject({ uid: 1, role_kind: 'super_admin' });
    const { rows } = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM admin_session');
    expect(rows.map((r) => r.token_hash)).not.toContain(reply.data.token);
  });

  it('stores passwords as argon2id at OWASP parameters', async () => {
    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM admin WHERE id = 1');
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong password and an unknown account alike, in the caller’s language', async () => {
    const wrong = await t.call('Login/index', { username: 'operator', password: 'nope' }, { lang: 'zh-cn' });
    const unknown = await t.call('Login/index', { username: 'ghost', password: 'nope' }, { lang: 'zh-cn' });
    expect(wrong).toMatchObject({ status: 400, msg: '账号或密码错误' });
    expect(unknown).toMatchObject({ status: 400, msg: '账号或密码错误' });
  });

  it('names the empty field', async () => {
    const reply = await t.call('Login/index', { username: '  ', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.data).toEqual({ errors: { username: 'Account cannot be empty', password: 'Password cannot be empty' } });
  });
});

describe('tokens', () => {
  it('are accepted from the query, the token cookie and a bearer header', async () => {
    const token = await t.login('operator');
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(200);
    const viaCookie = await t.raw('CommonHelper/uidInfo', '', {
      cookie: `token=${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(JSON.parse(viaCookie.body).status).toBe(200);
    const viaBearer = await t.raw('CommonHelper/uidInfo', '', {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(JSON.parse(viaBearer.body).status).toBe(200);
  });

  it('expire after 5 idle hours', async () => {
    const token = await t.login('operator');
    t.clock.advance(SESSION_IDLE_SECONDS - 120);
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(200);
    t.clock.advance(SESSION_IDLE_SECONDS + 1);
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(401);
  });

  it('expire 24 hours after sign-in however busy the session is', async () => {
    const token = await t.login('operator');
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_SECONDS - 3600; elapsed += 3 * 3600) {
      t.clock.advance(3 * 3600);
      expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(200);
    }
    t.clock.advance(3 * 3600);
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(401);
  });

  it('stop working on the very next call after sign-out (both names)', async () => {
    for (const path of ['Login/logout', 'Admin/loginOut']) {
      const token = await t.login('operator');
      expect((await t.call(path, {}, { token })).status).toBe(200);
      expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(401);
    }
  });

  it('of a disabled account answer 406 on the next call, and the account cannot sign in', async () => {
    const token = await t.login('agent');
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(200);
    await t.db.query(`UPDATE admin SET status = 'disabled' WHERE username = 'agent'`);
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'agent'`);
    t.app.auth.dropCached({ admin: rows[0]!.id });
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(406);
    expect((await t.call('Login/index', { username: 'agent', password: TEST_PASSWORD })).status).toBe(406);
    await t.db.query(`UPDATE admin SET status = 'enabled' WHERE username = 'agent'`);
  });

  it('are not cached from a read that was under way when a change was heard', async () => {
    const token = await t.login('agent');
    const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'agent'`);
    const reading = t.app.auth.authenticate(token, t.clock.now());
    expect(reading).toBeInstanceOf(Promise);
    // The change commits and is heard while the session row is being read: the read may predate it.
    t.app.auth.dropCached({ admin: rows[0]!.id });
    expect((await reading).ok).toBe(true);
    await t.db.query(`UPDATE admin SET status = 'disabled' WHERE username = 'agent'`);
    // No second notice comes; the next call reads again instead of trusting the old read for 15 s.
    expect((await t.call('CommonHelper/uidInfo', {}, { token })).status).toBe(406);
    await t.db.query(`UPDATE admin SET status = 'enabled' WHERE username = 'agent'`);
  });
});

describe('password re-check', () => {
  it('refuses a wrong password and keeps the window closed', async () => {
    const token = await t.login('operator');
    const reply = await t.call('Admin/checkAdminPwd', { password: 'not it' }, { token });
    expect(reply).toMatchObject({ status: 400, msg: 'Wrong password' });
    expect((await t.call('Admin/checkAdminPwd', { password: ' ' }, { token })).data).toEqual({
      errors: { password: 'Password cannot be empty' },
    });
  });

  it('counts wrong re-check passwords per session: past three, that session waits, not the account or its address', async () => {
    const token = await t.login('area_manager');
    const other = await t.login('area_manager');
    for (let i = 0; i < 4; i++) {
      expect((await t.call('Admin/checkAdminPwd', { password: `nope-${i}` }, { token })).status).toBe(400);
    }
    const waiting = await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token });
    expect(waiting).toMatchObject({ status: 402, msg: 'Too many password attempts, please wait 1 s and try again' });
    expect((await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token: other })).status).toBe(200);
    t.clock.advance(1);
    expect((await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token })).status).toBe(200);
    // A passed re-check clears the session's count: the next wrong password costs nothing yet.
    await t.call('Admin/checkAdminPwd', { password: 'nope' }, { token });
    expect((await t.call('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token })).status).toBe(200);
  });

  it('opens a 10-minute window for this session only', async () => {
    const token = await t.login('operator');
    const reply = await t.call<{ valid_until: number }>('Admin/checkAdminPwd', { password: TEST_PASSWORD }, { token });
    expect(reply.status).toBe(200);
    expect(reply.data.valid_until).toBe(t.clock.now() + 600);
    const { rows } = await t.db.query<{ recheck_at: number | null }>(
      `SELECT recheck_at FROM admin_session s JOIN admin a ON a.id = s.admin_id
       WHERE a.username = 'operator' AND recheck_at IS NOT NULL`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('first start', () => {
  it('has no default password: it takes ADMIN_PASSWORD or generates a strong one once', async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      const first = await bootstrap(db, { now: 1 });
      expect(first.generated).toBe(true);
      expect(first.createdAdminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const again = await bootstrap(db, { now: 2 });
      expect(again.createdAdminPassword).toBeUndefined();
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});

describe('several server nodes', () => {
  it.runIf(process.env.DATABASE_URL)(
    'hear at once when another node revokes a session (NOTIFY), without waiting for the cache',
    async () => {
      const { buildApp } = await import('../../app.ts');
      const nodeB = await buildApp({ db: t.db, clock: t.clock });
      const token = await t.login('operator');
      const onB = async () =>
        JSON.parse(
          (await injectInto(nodeB, { method: 'POST', url: `/api/CommonHelper/uidInfo?token=${token}`, payload: {} })).body,
        ).status as number;
      expect(await onB()).toBe(200);
      const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'operator'`);
      await t.db.transaction((tx) => t.app.auth.revokeAdminSessions(tx, rows[0]!.id, t.clock.now()));
      let status = 200;
      for (let i = 0; i < 40 && status === 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = await onB();
      }
      expect(status).toBe(406);
      await nodeB.server.close();
    },
  );
});
