import { TEST_PASSWORD } from './fixture-db.ts';

/** Facts about the fixture a sample may need. */
export interface SampleEnv {
  /** A member inside region 1 (the demo country admin's region) and one outside it. */
  memberInRegion1: number;
  memberOutsideRegion1: number;
}

export interface Sample {
  /** Who calls it on the success path: nobody (public) or a signed-in super admin (default). */
  caller?: 'anonymous' | 'admin';
  /** A body that succeeds. */
  valid: (env: SampleEnv) => Record<string, unknown>;
  /** A body that passes validation but fails inside the handler (to prove the rollback), if one exists. */
  failing?: (env: SampleEnv) => Record<string, unknown>;
}

/**
 * One sample per mutating or target-scoped action. The generated suites fail for an action that has
 * none, so a new action cannot skip the log and scope checks.
 */
export const SAMPLES: Record<string, Sample> = {
  'Login/index': {
    caller: 'anonymous',
    valid: () => ({ username: 'operator', password: TEST_PASSWORD }),
    failing: () => ({ username: 'operator', password: 'wrong password' }),
  },
  'Login/logout': { valid: () => ({}) },
  'Admin/loginOut': { valid: () => ({}) },
  'Admin/checkAdminPwd': {
    valid: () => ({ password: TEST_PASSWORD }),
    failing: () => ({ password: 'wrong password' }),
  },
  'Member/findMember': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1 }),
  },
};

export async function sampleEnv(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<SampleEnv> {
  const inside = await query('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1');
  const outside = await query('SELECT id FROM member WHERE region_id <> 1 ORDER BY id LIMIT 1');
  return { memberInRegion1: Number(inside.rows[0]?.id), memberOutsideRegion1: Number(outside.rows[0]?.id) };
}
