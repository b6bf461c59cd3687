import type { Resource } from '../resource/index.ts';
import { areas, countryZones } from './areas.ts';
import { countries } from './country.ts';
import { deviceBlacklist } from './device-blacklist.ts';
import { userDestroys } from './member-destroy.ts';
import { userTags } from './member-tags.ts';
import { operationLog } from './operation-log.ts';
import { sensitiveWords } from './sensitive-words.ts';

/**
 * Every screen declared as a resource. The generated suites read it: a browser smoke test per
 * screen, and the server's authorization, audit and fuzz samples.
 */
export const RESOURCES: readonly Resource[] = [
  sensitiveWords,
  deviceBlacklist,
  userTags,
  userDestroys,
  areas,
  countryZones,
  operationLog,
  countries,
];
