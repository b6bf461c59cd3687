import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** `demo` seeds demo staff and data into an empty database; `none` creates only `admin`. */
  seed: 'demo' | 'none';
  seedMembers: number;
  trustProxy: boolean;
  webDist: string;
  production: boolean;
  /** `API_DOCS=public` opens the API docs and OpenAPI document to anyone; signed-in staff only otherwise. */
  apiDocs: 'staff' | 'public';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    seedMembers: Number(env.SEED_MEMBERS ?? 2000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    production: env.NODE_ENV === 'production',
    apiDocs: env.API_DOCS === 'public' ? 'public' : 'staff',
  };
}
