import { X } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { navItems } from './nav-items';

interface SidebarProps {
  id: string;
  pgName: string;
  /** Below 1024 px the sidebar is a drawer; above it is always shown. */
  isDrawer: boolean;
  isOpen: boolean;
  onClose: () => void;
  onNavigate: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
}

export function Sidebar({
  id,
  pgName,
  isDrawer,
  isOpen,
  onClose,
  onNavigate,
  closeButtonRef,
}: SidebarProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isDrawer && event.key === 'Escape') onClose();
  };
  const isModal = isDrawer && isOpen;

  return (
    <aside
      id={id}
      onKeyDown={onKeyDown}
      role={isModal ? 'dialog' : undefined}
      aria-modal={isModal || undefined}
      aria-label={isModal ? t.nav.main : undefined}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col border-r border-slate-200 bg-white',
        'duration-200 ease-out lg:w-64',
        // Opening shows the drawer at once (so focus can move into it) and slides it in;
        // closing slides it out first and hides it at the end.
        isOpen
          ? 'visible translate-x-0 shadow-xl transition-[translate]'
          : 'invisible -translate-x-full transition-[translate,visibility]',
        'lg:visible lg:translate-x-0 lg:shadow-none',
        // A printed page (a statement, a verification form) is the page alone.
        'print:hidden',
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-5">
        <Link
          to={paths.dashboard}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Logo />
        </Link>
        <button
          ref={closeButtonRef}
          type="button"
          onClick={onClose}
          aria-label={t.nav.closeMenu}
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <nav aria-label={t.nav.main} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItems.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                // Closing here too covers a tap on the link of the screen already open.
                onClick={onNavigate}
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

      {/* On wide screens the top bar shows the PG name; in the drawer it is shown here. */}
      <div className="border-t border-slate-100 px-5 py-4 lg:hidden">
        <p className="truncate text-sm font-medium text-slate-900" title={pgName}>
          {pgName}
        </p>
      </div>
    </aside>
  );
}
