import type { Admin } from '@nivas/domain';
import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { Logo } from '@/components/ui/logo';
import { t } from '@/i18n';
import { ProfileMenu } from './profile-menu';

interface NavbarProps {
  admin: Admin;
  sidebarId: string;
  isSidebarOpen: boolean;
  onOpenSidebar: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function Navbar({
  admin,
  sidebarId,
  isSidebarOpen,
  onOpenSidebar,
  menuButtonRef,
}: NavbarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 print:hidden items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenSidebar}
        aria-label={t.nav.openMenu}
        aria-controls={sidebarId}
        aria-expanded={isSidebarOpen}
        className="-ml-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div className="lg:hidden">
        <Logo />
      </div>
      <p className="hidden min-w-0 truncate text-sm font-medium text-slate-500 lg:block">
        {admin.pgName}
      </p>
      <div className="ml-auto">
        <ProfileMenu admin={admin} />
      </div>
    </header>
  );
}
