import { fileURLToPath } from 'node:url';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@console/contract';
import { DEFAULT_MAX_IMAGE_SIDE } from './modules/upload/upload-settings.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica: lists and exports read from it when set (DESIGN §9). */
  databaseReplicaUrl: string | undefined;
  /** Connections per PostgreSQL pool. */
  databasePoolSize: number;
  /** Milliseconds a statement may run before PostgreSQL cancels it (0 = no limit). */
  statementTimeoutMs: number;
  adminPassword: string | undefined;
  /** `demo` seeds demo staff and data into an empty database; `none` creates only `admin`. */
  seed: 'demo' | 'none';
  seedMembers: number;
  trustProxy: boolean;
  webDist: string;
  production: boolean;
  /** `API_DOCS=public` opens the API docs and OpenAPI document to anyone; signed-in staff only otherwise. */
  apiDocs: 'staff' | 'public';
  /** The zone screens and exports show times in (an IANA name); the server's own by default. */
  timeZone: string;
  /** Milliseconds a shutdown waits for calls under way before it closes the database anyway. */
  shutdownGraceMs: number;
  /** The most pixels an uploaded picture (or one inside an SVGA effect) may have on either side. */
  maxImageSide: number;
  /** The largest uploaded picture, in MB (SPEC §9: 2 MB unless configured). */
  imageUploadLimitMb: number;
}

/** Every setting that is wrong, named with what it must be: the server does not start on a guess. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const read = new SettingsReader(env, problems);
  const config: Config = {
    port: read.int('PORT', 8080, { min: 1, max: 65_535 }),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseReplicaUrl: read.url('DATABASE_REPLICA_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: read.int('DATABASE_POOL_SIZE', 10, { min: 1, max: 500 }),
    statementTimeoutMs: read.int('STATEMENT_TIMEOUT_MS', 30_000, { min: 0, max: 3_600_000 }),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seed: read.choice('SEED', ['demo', 'none'] as const, 'demo'),
    seedMembers: read.int('SEED_MEMBERS', 2000, { min: 0, max: 10_000_000 }),
    trustProxy: read.flag('TRUST_PROXY'),
    webDist: env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url)),
    production: env.NODE_ENV === 'production',
    apiDocs: read.choice('API_DOCS', ['staff', 'public'] as const, 'staff'),
    timeZone: read.timeZone('TIME_ZONE'),
    shutdownGraceMs: read.int('SHUTDOWN_GRACE_MS', 10_000, { min: 0, max: 600_000 }),
    // 65535 is the most a JPEG or GIF can say; a side under 16 would refuse ordinary icons.
    maxImageSide: read.int('MAX_IMAGE_SIDE', DEFAULT_MAX_IMAGE_SIDE, { min: 16, max: 65_535 }),
    // Within the server's 10 MB ceiling on a multipart body's file.
    imageUploadLimitMb: read.int('IMAGE_UPLOAD_LIMIT_MB', IMAGE_UPLOAD_LIMIT_BYTES / (1024 * 1024), { min: 1, max: 10 }),
  };
  if (config.databaseReplicaUrl && !config.databaseUrl)
    problems.push('DATABASE_REPLICA_URL needs DATABASE_URL (a replica of what?)');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Reads one kind of setting each, collecting what is wrong instead of stopping at the first. */
class SettingsReader {
  private readonly env: NodeJS.ProcessEnv;
  private readonly problems: string[];

  constructor(env: NodeJS.ProcessEnv, problems: string[]) {
    this.env = env;
    this.problems = problems;
  }

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  int(name: string, fallback: number, range: { min: number; max: number }): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < range.min || n > range.max) {
      this.problems.push(`${name}=${value}: must be a whole number from ${range.min} to ${range.max}`);
      return fallback;
    }
    return n;
  }

  choice<const T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((choices as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name}=${value}: must be one of ${choices.join(', ')}`);
    return fallback;
  }

  flag(name: string): boolean {
    const value = this.raw(name);
    if (value === undefined) return false;
    if (['1', 'true', 'yes'].includes(value)) return true;
    if (['0', 'false', 'no'].includes(value)) return false;
    this.problems.push(`${name}=${value}: must be true or false (or 1 / 0)`);
    return false;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {}
    if (protocols.includes(protocol)) return value;
    // The value may hold a password: name the setting, never echo it.
    this.problems.push(`${name}: must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return undefined;
  }

  timeZone(name: string): string {
    const server = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const value = this.raw(name);
    if (value === undefined) return server;
    try {
      return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      this.problems.push(`${name}=${value}: must be a time zone name such as Asia/Riyadh or UTC`);
      return server;
    }
  }
}
