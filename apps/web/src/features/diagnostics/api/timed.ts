/** A diagnostic answer with how long the round trip took. */
export interface Timed<T> {
  data: T;
  responseMs: number;
}

/** A failed check, keeping its time too, since "slow, then failed" is a clue. */
export class TimedError extends Error {
  constructor(
    cause: unknown,
    readonly responseMs: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'TimedError';
  }
}

export async function timed<T>(request: () => Promise<T>): Promise<Timed<T>> {
  const startedAt = performance.now();
  try {
    const data = await request();
    return { data, responseMs: performance.now() - startedAt };
  } catch (error) {
    throw new TimedError(error, performance.now() - startedAt);
  }
}
