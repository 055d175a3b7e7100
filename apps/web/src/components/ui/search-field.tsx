import type { ComponentProps } from 'react';
import { Search } from './icons';
import { inputClasses } from './text-field';

/** A search box whose label is read by screen readers; the placeholder shows what it searches. */
export function SearchField({
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        autoComplete="off"
        className={inputClasses(false, 'pl-9')}
        {...props}
      />
    </div>
  );
}
