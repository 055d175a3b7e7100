import { useSearchParams } from 'react-router';

/**
 * One piece of a screen's state kept in the address (a list's search or filter), so Back and
 * a reload bring it back. The default value is left out of the address; changes replace the
 * history entry, so typing a search does not fill the Back button.
 */
export function useSearchParam(key: string, defaultValue = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setValue = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaultValue) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(key) ?? defaultValue, setValue];
}
