import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { ACCOUNT_RULE, ADDRESS_RULE, delayAfter, FORGET_AFTER_SECONDS, PAIR_RULE, RECHECK_RULE } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  // The address of each call comes from X-Forwarded-For; the clock stands still unless advanced.
  t = await startTestApp({ trustProxy: true });
});

function signIn(username: string, password: string, ip: string, lang: 'en-us' | 'zh-cn' = 'en-us') {
  return t.call('Login/index', { username, password }, { headers: { 'x-forwarded-for': ip }, lang });
}

/** The seconds a refused try is told to wait. */
function waitOf(reply: { status: number; msg: string }): number {
  expect(reply.status, reply.msg).toBe(402);
  const seconds = /wait (\d+) s and try again/.exec(reply.msg)?.[1];
  expect(seconds, reply.msg).toBeDefined();
  return Number(seconds);
}

describe('sign-in throttle', () => {
  it('grows its delays from 1 s, doubling, to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => delayAfter(PAIR_RULE, n))).toEqual([0, 0, 0, 0, 1, 2, 4, 8]);
    expect(delayAfter(PAIR_RULE, 14)).toBe(900);
    expect(delayAfter(PAIR_RULE, 10_000)).toBe(900);
    expect(delayAfter(RECHECK_RULE, 10_000)).toBe(900);
    expect(delayAfter(ADDRESS_RULE, 10)).toBe(0);
    expect(delayAfter(ADDRESS_RULE, 10_000)).toBe(900);
    // The account as a whole: a few seconds at most, never a lock.
    expect(delayAfter(ACCOUNT_RULE, 10_000)).toBe(5);
  });

  it('does not let failures from rotating addresses lock the account out of a fresh address', async () => {
    for (let i = 0; i < 5; i++) {
      // Past the free failures the address waits its (short) delay before each further guess.
      let reply = await signIn('admin', `guess-${i}`, '203.0.113.1');
      if (reply.status === 402) {
        t.clock.advance(waitOf(reply));
        reply = await signIn('admin', `guess-${i}`, '203.0.113.1');
      }
      expect(reply.status).toBe(400);
    }
    for (let i = 0; i < 25; i++) expect((await signIn('admin', `guess-${i}`, `203.0.113.${10 + i}`)).status).toBe(400);
    // At once, with no time passing: a fresh address with the right password signs in.
    expect((await signIn('admin', TEST_PASSWORD, '192.0.2.50')).status).toBe(200);
    // The addresses that failed wait, even with the right password: the one that failed five times
    // its own 2 s, the account's few seconds on top while the account fails from many addresses;
    // the one that failed once only the account's few seconds. Then their right passwords work.
    expect(delayAfter(PAIR_RULE, 5)).toBe(2);
    expect(waitOf(await signIn('admin', TEST_PASSWORD, '203.0.113.1'))).toBe(ACCOUNT_RULE.cap);
    expect(waitOf(await signIn('admin', TEST_PASSWORD, '203.0.113.10'))).toBe(ACCOUNT_RULE.cap);
    t.clock.advance(ACCOUNT_RULE.cap);
    expect((await signIn('admin', TEST_PASSWORD, '203.0.113.10')).status).toBe(200);
    expect((await signIn('admin', TEST_PASSWORD, '203.0.113.1')).status).toBe(200);
  });

  it('makes a failing address wait longer after each failure, up to 15 minutes, without checking the password meanwhile', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < PAIR_RULE.free; i++) expect((await signIn('operator', `wrong-${i}`, ip)).status).toBe(400);
    const waits: number[] = [];
    while ((waits.length < 2 || waits.at(-2) !== PAIR_RULE.cap) && waits.length < 20) {
      expect((await signIn('operator', 'wrong', ip)).status).toBe(400);
      const wait = waitOf(await signIn('operator', TEST_PASSWORD, ip));
      // Tries while the wait runs are refused as they come and do not count: the wait stays.
      expect(waitOf(await signIn('operator', 'wrong again', ip))).toBe(wait);
      waits.push(wait);
      t.clock.advance(wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    // In the reader's language.
    expect((await signIn('operator', 'wrong', ip)).status).toBe(400);
    expect(await signIn('operator', TEST_PASSWORD, ip, 'zh-cn')).toMatchObject({
      status: 402,
      msg: '密码尝试过多,请等待 900 秒后再试',
    });

    // After the wait the right password works, and the count starts again from nothing.
    t.clock.advance(PAIR_RULE.cap);
    expect((await signIn('operator', TEST_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i <= PAIR_RULE.free; i++) expect((await signIn('operator', `again-${i}`, ip)).status).toBe(400);
    expect(waitOf(await signIn('operator', TEST_PASSWORD, ip))).toBe(1);
  });

  it('forgets a count after a quiet day', async () => {
    const ip = '198.51.100.21';
    for (let i = 0; i < 8; i++) {
      await signIn('promoter', `wrong-${i}`, ip);
      t.clock.advance(PAIR_RULE.cap);
    }
    expect((await signIn('promoter', 'wrong', ip)).status).toBe(400);
    expect(waitOf(await signIn('promoter', TEST_PASSWORD, ip))).toBe(delayAfter(PAIR_RULE, 9));
    t.clock.advance(FORGET_AFTER_SECONDS + 1);
    for (let i = 0; i <= PAIR_RULE.free; i++) expect((await signIn('promoter', `later-${i}`, ip)).status).toBe(400);
    expect(waitOf(await signIn('promoter', TEST_PASSWORD, ip))).toBe(1);
    t.clock.advance(1);
    expect((await signIn('promoter', TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('slows an address spraying many accounts, but not other addresses nor accounts that signed in there before', async () => {
    const ip = '203.0.113.99';
    // A colleague behind the same address signed in from it before.
    expect((await signIn('agent', TEST_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < ADDRESS_RULE.free; i++) expect((await signIn(`nobody${i}`, 'x', ip)).status).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect((await signIn(`someone${i}`, 'x', ip)).status).toBe(400);
      const wait = waitOf(await signIn(`else${i}`, 'x', ip));
      waits.push(wait);
      if (i < 4) t.clock.advance(wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // A right password of an account new to the address waits too: the address is the one failing.
    expect(waitOf(await signIn('area_manager', TEST_PASSWORD, ip))).toBe(16);
    expect((await signIn('area_manager', TEST_PASSWORD, '198.51.100.77')).status).toBe(200);
    expect((await signIn('agent', TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('checks a burst of tries from one address no faster than one after another', async () => {
    const ip = '198.51.100.30';
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn('country_admin', `burst-${i}`, ip)));
    const statuses = replies.map((reply) => reply.status).sort();
    // The free failures and the one that starts the first wait are checked; the rest wait.
    expect(statuses).toEqual([...Array(PAIR_RULE.free + 1).fill(400), ...Array(10 - PAIR_RULE.free - 1).fill(402)]);
    expect(waitOf(await signIn('country_admin', TEST_PASSWORD, ip))).toBe(1);
    // A stranger's burst slows nobody else.
    expect((await signIn('country_admin', TEST_PASSWORD, '198.51.100.31')).status).toBe(200);
  });
});
