import { staffActions } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { MODULES } from '../../modules/index.ts';
import { defineJob } from './job.ts';

let release = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/** Reports 30 %, waits for the test, then finishes with a link, as a long export would. */
const progressing = defineJob({
  name: 'test.progressing',
  readableWith: staffActions.adminList,
  async run(_data, job) {
    await job.progress(30);
    await released;
    await job.progress(80);
    return { url: '/api/export/done' };
  },
});

let t: TestApp;
let id: string;
const tokens: Record<string, string> = {};

const status = (token: string, jobId = id) => t.call<Record<string, unknown>>('Job/status', { id: jobId }, { token });

beforeAll(async () => {
  t = await startTestApp({ modules: [...MODULES, { name: 'JobTest', actions: [], jobs: [progressing] }] });
  for (const name of ['agent', 'operator', 'admin']) tokens[name] = await t.login(name);
  const { rows } = await t.db.query<{ id: number }>(`SELECT id FROM admin WHERE username = 'agent'`);
  await t.app.jobs.start(t.app.registry, { pollingIntervalSeconds: 0.5 });
  id = await t.app.jobs.send(progressing.name, {}, { startedBy: rows[0]?.id });
});

afterAll(async () => {
  release();
  await t.app.jobs.stop();
});

describe('Job/status', () => {
  it('shows the starter how far the job got, then its result', async () => {
    const started = await status(tokens.agent as string);
    expect(started.status).toBe(200);
    expect(['created', 'active']).toContain(started.data.state);
    for (let i = 0; i < 100 && (await status(tokens.agent as string)).data.progress !== 30; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await status(tokens.agent as string)).data).toEqual({ id, state: 'active', progress: 30, result: null });

    release();
    for (let i = 0; i < 100 && (await status(tokens.agent as string)).data.state !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await status(tokens.agent as string)).data).toEqual({
      id,
      state: 'completed',
      progress: 100,
      result: { url: '/api/export/done' },
    });
  });

  it('answers only the starter and holders of the permission the job names', async () => {
    // The operator neither started it nor holds the staff accounts menu.
    expect((await status(tokens.operator as string)).status).toBe(403);
    expect((await status(tokens.admin as string)).status).toBe(200);
  });

  it('refuses ids it does not know or that are not ids', async () => {
    expect((await status(tokens.agent as string, '00000000-0000-4000-8000-000000000000')).status).toBe(400);
    expect((await status(tokens.agent as string, 'job; DROP TABLE job_run')).status).toBe(400);
  });
});
