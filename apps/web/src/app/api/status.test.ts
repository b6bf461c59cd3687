import { Status } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, planForStatus, planForTransport } from './status.ts';

describe('body status table (DESIGN §3)', () => {
  it.each([
    [Status.ok, { ok: true, toast: false }],
    [Status.invalid, { ok: false, toast: true }],
    [Status.notLoggedIn, { ok: false, toast: true, session: 'login' }],
    [Status.limited, { ok: false, toast: true }],
    [Status.forbidden, { ok: false, toast: false }],
    [Status.recheckRequired, { ok: false, toast: false, recheck: true }],
    [Status.sessionRevoked, { ok: false, toast: true, session: 'login' }],
    [Status.inProgress, { ok: false, toast: false }],
    [Status.outdatedClient, { ok: false, toast: false, session: 'reload' }],
  ])('status %i', (status, plan) => {
    expect(planForStatus(status)).toEqual(plan);
  });

  it('treats statuses outside the table as success, as SPEC §8 says ("200 and others")', () => {
    expect(planForStatus(201)).toEqual({ ok: true, toast: false });
    expect(planForStatus(299).ok).toBe(true);
  });

  it('never leaves the session or re-checks for statuses a page handles itself', () => {
    for (const status of [Status.invalid, Status.limited, Status.forbidden, Status.inProgress]) {
      const plan = planForStatus(status);
      expect(plan.session).toBeUndefined();
      expect(plan.recheck).toBeUndefined();
    }
  });
});

describe('transport failures (SPEC §8)', () => {
  it.each([
    [500, { problem: 'systemError' }],
    [401, { problem: 'notLoggedIn', session: 'login' }],
    [403, { problem: 'notLoggedIn' }],
    [408, { problem: 'timeout' }],
    [0, { problem: 'network' }],
    [404, { problem: 'unknown' }],
    [502, { problem: 'unknown' }],
  ])('HTTP %i', (status, plan) => {
    expect(planForTransport(status)).toEqual(plan);
  });
});

describe('ApiError', () => {
  it('exposes the field errors of a 400 and ignores anything else', () => {
    const error = new ApiError(400, 'Invalid input', { data: { errors: { username: 'Cannot be empty', bad: 3 } } });
    expect(error.fieldErrors).toEqual({ username: 'Cannot be empty' });
    expect(new ApiError(403, 'No permission').fieldErrors).toEqual({});
    expect(new ApiError(0, 'network', { transport: true }).transport).toBe(true);
  });
});
