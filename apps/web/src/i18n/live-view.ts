/**
 * A read-only view of whatever object `current()` returns, resolved again on every read: the
 * app's `t`. Screens read `t.rooms.title` as from a plain object, and modules that keep a part
 * of it (`const text = t.rooms.form`, `const codeTexts = t.errors.codes`) keep a view of that
 * part, so they too read the language chosen since (docs/decisions/0016).
 *
 * What a read answers, by the value it finds in the current object:
 * - a nested object or array: a view of it (one per path, so `t.a === t.a`);
 * - a function of the catalogue's own (a text builder): one that calls the current one;
 * - anything else (a text, a number, an array's inherited method): the value itself.
 *
 * A text read once and kept in a module constant is not a view and does not change:
 * `t.nav.profile` is read where it is shown, never at module level.
 */
export function liveView<T extends object>(current: () => T): T {
  const views = new Map<string, unknown>();

  const valueAt = (path: readonly string[]): unknown =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], current());

  function viewOf(path: readonly string[]): unknown {
    const key = path.join('\u0000');
    const known = views.get(key);
    if (known !== undefined) return known;
    const value = valueAt(path);
    const view =
      typeof value === 'function'
        ? (...args: unknown[]) => (valueAt(path) as (...a: unknown[]) => unknown)(...args)
        : new Proxy(Array.isArray(value) ? [] : {}, handlerFor(path));
    views.set(key, view);
    return view;
  }

  function handlerFor(path: readonly string[]): ProxyHandler<object> {
    const target = () => valueAt(path) as Record<PropertyKey, unknown>;
    return {
      get(_, property) {
        const holder = target();
        const value = holder[property];
        const isOwn = typeof property === 'string' && Object.hasOwn(holder, property);
        if (isOwn && (typeof value === 'object' || typeof value === 'function') && value !== null) {
          return viewOf([...path, property]);
        }
        return value;
      },
      has: (_, property) => property in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor(proxyTarget, property) {
        const descriptor = Reflect.getOwnPropertyDescriptor(target(), property);
        if (!descriptor) return undefined;
        // An array's `length` is not configurable on the proxy's own (empty) array either:
        // it is answered as such, with the current array's value.
        const isFixed =
          Reflect.getOwnPropertyDescriptor(proxyTarget, property)?.configurable === false;
        const value = this.get!(proxyTarget, property, undefined);
        return {
          value,
          writable: isFixed,
          enumerable: descriptor.enumerable,
          configurable: !isFixed,
        };
      },
      set: () => false,
      defineProperty: () => false,
      deleteProperty: () => false,
    };
  }

  return viewOf([]) as T;
}
