import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n';
import { RENT_TABS, type RentTab } from '../filter-rents';

const text = t.rentManagement;

export const tabId = (tab: RentTab) => `rent-tab-${tab}`;
export const RENT_TAB_PANEL_ID = 'rent-tab-panel';

/**
 * The three rent lists as WAI-ARIA tabs: one tab stop, arrow keys (and Home and End) move
 * between tabs and show each at once.
 */
export function RentTabs({
  tab,
  onChange,
  overdueCount,
}: {
  tab: RentTab;
  onChange: (tab: RentTab) => void;
  overdueCount: number | null;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    // From the tab that has focus, not from `tab`: a second key press can come before the
    // address (and so `tab`) has caught up with the first.
    const focused = RENT_TABS.findIndex((name) => tabId(name) === (event.target as Element).id);
    const index = focused === -1 ? RENT_TABS.indexOf(tab) : focused;
    const last = RENT_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const nextTab = RENT_TABS[next]!;
    onChange(nextTab);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(nextTab)}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={text.tabsLabel}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {RENT_TABS.map((name) => {
        const isSelected = name === tab;
        return (
          <button
            key={name}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={RENT_TAB_PANEL_ID}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(name)}
            className={cn(
              '-mb-px flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
              // A phone shares the width out: every tab in sight, none scrolled off the side.
              'max-md:min-w-0 max-md:flex-1 max-md:justify-center max-md:gap-1 max-md:px-1 max-md:text-center max-md:text-xs max-md:whitespace-normal',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
              isSelected
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            {text.tabs[name]}
            {name === 'overdue' && overdueCount !== null && (
              <span
                className={cn(
                  'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold',
                  overdueCount > 0 ? 'bg-red-100 text-red-700' : 'bg-slate-100 text-slate-600',
                )}
              >
                {overdueCount}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
