import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('start from defaults that run the console on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, seed: 'demo', databaseUrl: undefined, apiDocs: 'staff', trustProxy: false });
    expect(config.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('read every setting given in a right shape', () => {
    const config = loadConfig({
      PORT: '9000',
      SEED: 'none',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://console@db:5432/console',
      DATABASE_REPLICA_URL: 'postgresql://console@replica:5432/console',
      DATABASE_POOL_SIZE: '20',
      STATEMENT_TIMEOUT_MS: '15000',
      TIME_ZONE: 'Asia/Riyadh',
    });
    expect(config).toMatchObject({
      port: 9000,
      seed: 'none',
      trustProxy: true,
      databasePoolSize: 20,
      statementTimeoutMs: 15_000,
      timeZone: 'Asia/Riyadh',
      databaseReplicaUrl: 'postgresql://console@replica:5432/console',
    });
  });

  it('refuse to start on any wrong setting, naming each with what it must be', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        SEED: 'lots',
        TIME_ZONE: 'Mars/Base',
        TRUST_PROXY: 'maybe',
        DATABASE_URL: 'mysql://x:secret@h/db',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toEqual([
        'PORT=abc: must be a whole number from 1 to 65535',
        'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
        'SEED=lots: must be one of demo, none',
        'TRUST_PROXY=maybe: must be true or false (or 1 / 0)',
        'TIME_ZONE=Mars/Base: must be a time zone name such as Asia/Riyadh or UTC',
      ]);
      expect(message).not.toContain('secret');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT=70000/);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://r/db' })).toThrow(/needs DATABASE_URL/);
  });

  it('take pictures of up to 2 MB unless IMAGE_UPLOAD_LIMIT_MB says otherwise, within the 10 MB body ceiling', () => {
    expect(loadConfig({}).imageUploadLimitMb).toBe(2);
    expect(loadConfig({ IMAGE_UPLOAD_LIMIT_MB: '5' }).imageUploadLimitMb).toBe(5);
    expect(() => loadConfig({ IMAGE_UPLOAD_LIMIT_MB: '11' })).toThrow(
      'IMAGE_UPLOAD_LIMIT_MB=11: must be a whole number from 1 to 10',
    );
  });

  it('cap uploaded pictures at 8192 pixels a side unless MAX_IMAGE_SIDE says otherwise', () => {
    expect(loadConfig({}).maxImageSide).toBe(8192);
    expect(loadConfig({ MAX_IMAGE_SIDE: '4096' }).maxImageSide).toBe(4096);
    expect(() => loadConfig({ MAX_IMAGE_SIDE: '100000' })).toThrow(
      'MAX_IMAGE_SIDE=100000: must be a whole number from 16 to 65535',
    );
    expect(() => loadConfig({ MAX_IMAGE_SIDE: '8k' })).toThrow(/MAX_IMAGE_SIDE=8k/);
  });
});
