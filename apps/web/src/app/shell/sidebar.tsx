import { Link, NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { navItems } from './nav-items';

/** From 1024 px (AppShell): the sections down the left side. Below it the bottom bar takes its place. */
export function Sidebar() {
  return (
    <aside
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white',
        // A printed page (a statement, a verification form) is the page alone.
        'print:hidden',
      )}
    >
      <div className="flex h-16 shrink-0 items-center border-b border-slate-100 px-5">
        <Link
          to={paths.dashboard}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Logo />
        </Link>
      </div>

      <nav aria-label={t.nav.main} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItems.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
                    isActive
                      ? 'bg-indigo-50 text-indigo-700'
                      : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden="true"
                      className={cn('size-5', isActive ? 'text-indigo-600' : 'text-slate-400')}
                    />
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
