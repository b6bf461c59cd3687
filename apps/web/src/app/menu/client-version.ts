import { CLIENT_VERSION_OTHER, CLIENT_VERSION_PRODUCTION } from '@console/contract';

/** SPEC §5: 11 in production-type builds, 16 otherwise (`vite build --mode staging` is not production-type). */
export function clientVersionFor(mode: string): number {
  return mode === 'production' ? CLIENT_VERSION_PRODUCTION : CLIENT_VERSION_OTHER;
}

export const CLIENT_VERSION = clientVersionFor(import.meta.env.MODE);
