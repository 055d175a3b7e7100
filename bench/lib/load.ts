import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  path: string;
  token?: string;
  method?: 'GET' | 'POST' | 'PUT';
  connections?: number;
  seconds: number;
  /** A fresh path per request (for writes that must not repeat on one row). */
  nextPath?: () => string;
  body?: string;
  headers?: Record<string, string>;
  /** Changes each request before it is sent (a different account's token, say). */
  setup?: (request: autocannon.Request) => autocannon.Request;
}

/** Drives one endpoint with autocannon for a bounded time and returns its figures. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    // As a browser asks: large answers are measured compressed, as they are sent to users.
    'accept-encoding': 'gzip, deflate, br',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.body ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration: options.seconds,
    requests: [
      {
        method: options.method ?? 'GET',
        path: options.path,
        headers,
        body: options.body,
        ...(options.nextPath
          ? { setupRequest: (request) => ({ ...request, path: options.nextPath!() }) }
          : options.setup
            ? { setupRequest: options.setup }
            : {}),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
