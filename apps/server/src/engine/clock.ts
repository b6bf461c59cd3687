/** Unix seconds; injected so tests can move time (session expiry, ban expiry) without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

export class ManualClock implements Clock {
  private current: number;
  constructor(start = Math.floor(Date.now() / 1000)) {
    this.current = start;
  }
  now(): number {
    return this.current;
  }
  advance(seconds: number): void {
    this.current += seconds;
  }
}
