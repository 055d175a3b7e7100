import { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenDrawn } from './first-screen-drawn';

/** The router's part that is read: whether the first screen's code is in, and its listeners. */
function fakeRouter() {
  const listeners = new Set<() => void>();
  const router = {
    state: { initialized: false, navigation: { state: 'idle' } },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    router: router as unknown as DataRouter,
    initialize() {
      router.state = { ...router.state, initialized: true };
      for (const listener of listeners) listener();
    },
  };
}

/** A query whose answer comes when `answer` is called. */
function heldQuery(client: QueryClient, key: string) {
  let answer!: () => void;
  const done = client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
  });
  return { answer: () => answer(), done };
}

/** Settles `promise` into a flag that can be read after the timers have run. */
function track(promise: Promise<void>) {
  const state = { isResolved: false };
  void promise.then(() => (state.isResolved = true));
  return state;
}

describe('whenFirstScreenDrawn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the screen's code, then for its data, then for an idle moment", async () => {
    const { router, initialize } = fakeRouter();
    const client = new QueryClient();
    const session = heldQuery(client, 'session');
    const drawn = track(whenFirstScreenDrawn(router, client));

    session.answer();
    await session.done;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(drawn.isResolved, 'resolved before the screen had its code').toBe(false);

    initialize();
    const data = heldQuery(client, 'dashboard');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(drawn.isResolved, 'resolved while the data were on their way').toBe(false);

    data.answer();
    await data.done;
    expect(drawn.isResolved, 'resolved without an idle moment').toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(drawn.isResolved).toBe(true);
  });

  it('waits again for a query that begins while it waits for the idle moment', async () => {
    const { router, initialize } = fakeRouter();
    const client = new QueryClient();
    initialize();
    const drawn = track(whenFirstScreenDrawn(router, client));
    const late = heldQuery(client, 'lazy part');

    await vi.advanceTimersByTimeAsync(5_000);
    expect(drawn.isResolved).toBe(false);
    late.answer();
    await late.done;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(drawn.isResolved).toBe(true);
  });
});
