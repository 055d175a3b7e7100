import type { Admin } from '@nivas/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { cn } from '@/components/ui/cn';
import { ChevronDown } from '@/components/ui/icons';
import { Initials } from '@/components/ui/initials';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { t } from '@/i18n';
import { accountItems } from './nav-items';

/** The account menu (SPEC §2): Profile, Settings and Sign out, and the language. */
export function ProfileMenu({ admin }: { admin: Admin }) {
  const location = useLocation();
  // The menu belongs to the screen it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ??
        [],
    );

  const open = () => {
    flushSync(() => setOpenAt(location.key));
    menuItems()[0]?.focus();
  };
  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpenAt(null);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'Escape') close({ restoreFocus: true });
    else if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Tab') close({ restoreFocus: false });
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-label={t.nav.profileMenuOf(admin.name)}
        onClick={() => (isOpen ? close({ restoreFocus: false }) : open())}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:rounded-lg"
      >
        <Initials
          name={admin.name}
          className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700"
        />
        <span className="hidden max-w-40 truncate font-medium sm:block">{admin.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-400" />
      </button>

      {isOpen && (
        <>
          {/* A click anywhere else closes the menu. */}
          <div className="fixed inset-0 z-40" onClick={() => close({ restoreFocus: false })} />
          <div
            ref={menuRef}
            role="menu"
            aria-label={t.nav.profileMenu}
            onKeyDown={onMenuKeyDown}
            className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-200"
          >
            <div className="border-b border-slate-100 px-4 pt-1 pb-3">
              <p className="truncate text-sm font-medium text-slate-900">{admin.name}</p>
              <p className="truncate text-xs text-slate-500">{admin.email}</p>
            </div>
            <div className="pt-1">
              {accountItems.map(({ to, label, icon: Icon }) => (
                <Link
                  key={to}
                  to={to}
                  role="menuitem"
                  tabIndex={-1}
                  className={cn(
                    'flex min-h-11 items-center gap-3 px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50',
                    'focus:bg-slate-50 focus:outline-none focus-visible:bg-indigo-50 focus-visible:text-indigo-700',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 text-slate-400" />
                  {label}
                </Link>
              ))}
            </div>
            <div className="mt-1 border-t border-slate-100 pt-1">
              <LanguageSwitch inMenu />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
