import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenDrawn } from './first-screen-drawn';

/** A router whose first screen's code arrives when `initialize` is called. */
function fakeRouter() {
  const router = { state: { initialized: false, navigation: { state: 'idle' } } };
  return {
    router: router as unknown as DataRouter,
    initialize: () => (router.state = { ...router.state, initialized: true }),
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
    await vi.advanceTimersByTimeAsync(2_000);
    expect(drawn.isResolved).toBe(true);
  });

  it("leaves the router's first update to the app's own subscriber", async () => {
    // React Router keeps a state update made before anyone subscribed for its first
    // subscriber, which must be the app's RouterProvider: taken by another, the app would
    // stay on its loading screen whenever the screen's code arrived before React had drawn.
    const router = createMemoryRouter([
      { path: '/', lazy: () => Promise.resolve({ Component: () => null }) },
    ]);
    void whenFirstScreenDrawn(router, new QueryClient());
    await vi.advanceTimersByTimeAsync(0);
    expect(router.state.initialized).toBe(true);

    const seen: boolean[] = [];
    router.subscribe((state) => seen.push(state.initialized));
    expect(seen).toEqual([true]);
  });
});
