import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneFixture, FIXTURE_NOW, injectInto, TEST_PASSWORD } from '../../test/harness.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { ManualClock } from './clock.ts';

/** The primary, seen through a wrapper that notes what was asked of it as the replica. */
function recordingReplica(primary: Database, asked: string[]): Database {
  return {
    ...primary,
    query: (text, params, rowMode) => {
      asked.push(text);
      return primary.query(text, params, rowMode);
    },
    // An export whose cells are declared in SQL reads its rows with COPY on PostgreSQL.
    ...(primary.copyOut
      ? {
          copyOut: (statement: string) => {
            asked.push(statement);
            return primary.copyOut!(statement);
          },
        }
      : {}),
    close: async () => {},
  };
}

describe('a read replica (DATABASE_REPLICA_URL)', () => {
  const asked: string[] = [];
  let app: App;
  let drop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const fixture = await cloneFixture();
    drop = fixture.drop;
    app = await buildApp({
      db: fixture.db,
      replica: recordingReplica(fixture.db, asked),
      clock: new ManualClock(FIXTURE_NOW + 60),
    });
    token = (await call('Login/index', { username: 'admin', password: TEST_PASSWORD })).data.token as string;
    await call('Admin/checkAdminPwd', { password: TEST_PASSWORD });
  });
  afterAll(async () => {
    await app?.server.close();
    await drop?.();
  });

  async function call(path: string, body: object) {
    const response = await injectInto(app, {
      method: 'POST',
      url: `/api/${path}?lang=en-us${token ? `&token=${token}` : ''}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    return JSON.parse(response.body) as { status: number; data: Record<string, unknown> };
  }

  it('serves lists (declared and hand-written) and export downloads from the replica', async () => {
    asked.length = 0;
    expect((await call('SensitiveWords/list', {})).status).toBe(200);
    expect(asked.some((text) => /sensitive_word/.test(text))).toBe(true);
    asked.length = 0;
    expect((await call('Member/memberList', {})).status).toBe(200);
    expect(asked.some((text) => /\bmember\b/.test(text))).toBe(true);

    const ticket = await call('SensitiveWords/listExport', {});
    asked.length = 0;
    const download = await injectInto(app, { method: 'GET', url: ticket.data.url as string });
    expect(download.statusCode).toBe(200);
    expect(asked.some((text) => /sensitive_word/.test(text))).toBe(true);
    expect(asked.some((text) => /export_ticket/.test(text))).toBe(false); // the ticket was just written: the primary's
  });

  it('leaves every write, and every read that is not a list, on the primary', async () => {
    asked.length = 0;
    expect((await call('SensitiveWords/save', { word: 'replica-probe', region_id: 0 })).status).toBe(200);
    expect((await call('CommonHelper/uidInfo', {})).status).toBe(200);
    expect(asked).toEqual([]);
  });
});
