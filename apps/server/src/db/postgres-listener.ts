import pg from 'pg';

interface Subscription {
  onMessage: (payload: string) => void;
  onGap?: () => void;
}

/** Waits between reconnection attempts: quick at first, then every few seconds. */
const RETRY_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * The one connection a node LISTENs on. When it drops (a restart, a failover, a killed backend)
 * it reconnects and listens again, and tells each subscriber there was a gap: notices sent while
 * it was away are lost, so a cache kept fresh by them must be dropped. Its errors are handled, so
 * a dropped connection never takes the process down.
 */
export class PostgresListener {
  private readonly subscriptions = new Map<string, Subscription[]>();
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;
  private readonly connectionString: string;
  private readonly log: (message: string) => void;

  constructor(connectionString: string, log: (message: string) => void = (message) => console.warn(message)) {
    this.connectionString = connectionString;
    this.log = log;
  }

  async listen(channel: string, subscription: Subscription): Promise<void> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const known = this.subscriptions.get(channel);
    if (known) known.push(subscription);
    else this.subscriptions.set(channel, [subscription]);
    const client = await this.connected();
    if (!known) await client.query(`LISTEN ${channel}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const subscription of this.subscriptions.get(message.channel) ?? []) subscription.onMessage(message.payload);
    });
    await client.connect();
    for (const channel of this.subscriptions.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    return client;
  }

  private dropped(client: pg.Client, error?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.log(`database notices: connection lost${error ? ` (${error.message})` : ''}, reconnecting`);
    void this.reconnect(0);
  }

  private async reconnect(attempt: number): Promise<void> {
    if (this.closed) return;
    try {
      await this.connected();
    } catch {
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
      setTimeout(() => void this.reconnect(attempt + 1), delay).unref();
      return;
    }
    for (const list of this.subscriptions.values()) for (const subscription of list) subscription.onGap?.();
  }
}
