import { useEffect, useState } from 'react';

/**
 * A library a few screens need, loaded when a component first asks for it and kept for the
 * rest of the visit: its bytes stay off every screen that does not draw with it. The hook gives
 * `undefined` until it has arrived, and `failed` if it could not be loaded (offline, with the
 * code not yet cached).
 */
export function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return function useOnDemand(): { library: T | undefined; failed: boolean } {
    const [library, setLibrary] = useState(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (library) return;
      loading ??= load().then((value) => (loaded = value));
      loading.then(setLibrary, () => {
        loading = undefined;
        setFailed(true);
      });
    }, [library]);
    return { library, failed };
  };
}
