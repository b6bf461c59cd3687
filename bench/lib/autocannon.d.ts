/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /**
     * Each connection goes through these in turn; `setupRequest` may change the raw request, and
     * `onResponse` sees each answer's body just before the instance emits its 'response'. `context`
     * is the connection's own object.
     */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (
        request: { path: string; body?: string },
        context: Record<string, unknown>,
      ) => { path: string; body?: string };
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram;
  }
  /** Thenable for the result; emits every answer with its response time in (fractional) ms. */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
