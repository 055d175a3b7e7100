import type { Admin } from '@nivas/domain';
import { useState } from 'react';
import { Link, NavLink, useLocation, matchPath } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { Ellipsis } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { t } from '@/i18n';
import { accountItems, bottomBarItems, moreNavItems, type NavItem } from './nav-items';

const tabClasses = (isActive: boolean) =>
  cn(
    'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
    isActive ? 'text-indigo-700' : 'text-slate-500 hover:text-slate-800',
  );

/**
 * Below 1024 px the sections are a bar at the bottom, where a thumb reaches (Dashboard, Rooms,
 * Tenants, Rents), and More opens a sheet with the rest of the sidebar's screens and the
 * account's: both lists come from nav-items, so a new screen appears here by itself.
 */
export function BottomNav({ admin }: { admin: Admin }) {
  const location = useLocation();
  // The sheet belongs to the screen it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMoreOpen = openAt === location.key;
  const moreItems = [...moreNavItems, ...accountItems];
  const isMoreActive = moreItems.some((item) =>
    matchPath({ path: item.to, end: false }, location.pathname),
  );

  return (
    <>
      <nav
        aria-label={t.shell.bottomNav}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur print:hidden"
      >
        <ul className="mx-auto flex max-w-2xl">
          {bottomBarItems.map(({ to, label, shortLabel, icon: Icon }) => (
            <li key={to} className="flex min-w-0 flex-1">
              <NavLink to={to} className={({ isActive }) => tabClasses(isActive)}>
                <Icon aria-hidden="true" className="size-6" />
                <span className="max-w-full truncate">{shortLabel ?? label}</span>
              </NavLink>
            </li>
          ))}
          <li className="flex min-w-0 flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={isMoreOpen}
              onClick={() => setOpenAt(location.key)}
              className={tabClasses(isMoreActive)}
            >
              <Ellipsis aria-hidden="true" className="size-6" />
              <span className="max-w-full truncate">{t.shell.more}</span>
            </button>
          </li>
        </ul>
      </nav>

      <Dialog
        isOpen={isMoreOpen}
        title={t.shell.moreTitle}
        onClose={() => setOpenAt(null)}
        // A sheet rising from the bottom, as phones show such lists.
        className="mb-0 w-full max-w-none rounded-b-none sm:mb-auto sm:w-[calc(100%-2rem)] sm:max-w-lg sm:rounded-b-2xl"
      >
        {moreNavItems.length > 0 && <SheetLinks items={moreNavItems} />}
        <div className={cn(moreNavItems.length > 0 && 'mt-4 border-t border-slate-100 pt-4')}>
          <p className="truncate text-sm font-medium text-slate-900">{admin.name}</p>
          <p className="mb-2 truncate text-xs text-slate-500">{admin.email}</p>
          <SheetLinks items={accountItems} label={t.shell.account} />
          <div className="mt-3 border-t border-slate-100 pt-3">
            <LanguageSwitch />
          </div>
        </div>
      </Dialog>
    </>
  );
}

function SheetLinks({ items, label }: { items: NavItem[]; label?: string }) {
  return (
    <ul aria-label={label} className="-mx-2 space-y-0.5">
      {items.map(({ to, label: itemLabel, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex min-h-12 items-center gap-3 rounded-lg px-2 text-base text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Icon aria-hidden="true" className="size-5 text-slate-400" />
            {itemLabel}
          </Link>
        </li>
      ))}
    </ul>
  );
}
