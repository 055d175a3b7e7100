/** PostgreSQL's SQLSTATE for a unique violation, from either driver, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim (rolled back whole). */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

/**
 * Runs a whole transaction again when PostgreSQL picked it as a deadlock's victim: the victim
 * was rolled back entirely, so running it again is the same request arriving a moment later.
 * For writes whose lock order cannot be the same as every other writer's (a tenant's deletion
 * cascades to rows a monthly run locks the other way round).
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
