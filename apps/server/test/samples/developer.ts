import { createHash } from 'node:crypto';
import type { Body, Sample, SampleEnv } from '../samples.ts';

/**
 * Samples of developer management (issue 31). A block must name a value some registration holds
 * and not yet on the blacklist, and a member is barred from Ludo once: each call takes the next demo
 * member whose registration keeps their own device (every 17th) or address (every 23rd), as the
 * demo seed writes them (seed/demo.ts insertMembers, developer.demo.ts), skipping the every-29th
 * members the demo blacklist already holds.
 */
const BASE = 10_000_000;
const own = (step: number) =>
  Array.from({ length: 60 }, (_, k) => 1 + k * step).filter((i) => (BASE + i) % 29 !== 0 && i <= 1500);
const deviceOf = (i: number) => createHash('md5').update(`device${i}`).digest('hex').slice(0, 16);
function ipOf(i: number): string {
  const n = BigInt(i);
  const h1 = (n * 2654435761n) % 4294967291n;
  const h2 = (n * 40503n + 7n) % 1000003n;
  const h3 = (n * 69069n + 1n) % 999983n;
  return `10.${h1 % 256n}.${h2 % 256n}.${h3 % 256n}`;
}
const next = (list: number[], calls: { n: number }) => list[calls.n++ % list.length] as number;
const devices = own(17);
const addresses = own(23);
const deviceCalls = { n: 0 };
const ipCalls = { n: 0 };
const ludoCalls = { n: 0 };
/** Older demo members (the game blacklist's demo bars the newest), none another sample bars. */
const ludoMember = () => BASE + 120 + ludoCalls.n++;

const block = (field: string, value: () => string): Sample => ({
  valid: () => ({ [field]: value(), duration: 'h24', reason: 'Sample: account farm' }),
  failing: () => ({ [field]: 'sample-unknown-value', duration: 'h24', reason: 'Sample: account farm' }),
  failures: {
    'no reason': () => ({ body: { [field]: value(), duration: 'h24', reason: '' } }),
    'blocked twice': () => {
      const setup = { [field]: value(), duration: 'h24', reason: 'Sample' };
      return { setup, body: { ...setup, reason: 'Again' } };
    },
  },
});

export const samples: Record<string, Sample> = {
  'Developer/deviceBlack': block('device_id', () => deviceOf(next(devices, deviceCalls))),
  'Developer/ipBlack': block('ip', () => ipOf(next(addresses, ipCalls))),
  'Developer/ludoBlack': {
    valid: (): Body => ({ member_id: ludoMember(), reason: 'Sample: colluding at Ludo' }),
    failing: (): Body => ({ member_id: ludoMember(), reason: 'Sample', until: 1 }),
    failures: {
      'barred twice': () => {
        const setup = { member_id: ludoMember(), reason: 'Sample' };
        return { setup, body: { ...setup, reason: 'Again' } };
      },
    },
    outOfRegion: (env: SampleEnv) => ({ member_id: env.memberOutsideRegion1, reason: 'Sample' }),
  },
  'Developer/findMember': {
    valid: (env: SampleEnv) => ({ member_id: env.memberOutsideRegion1 }),
  },
};
