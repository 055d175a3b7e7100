import { IndianRupee, LayoutDashboard, type LucideIcon, BedDouble, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** SPEC §2: the sidebar's links, in this order. */
export const navItems: NavItem[] = [
  { to: paths.dashboard, label: t.nav.dashboard, icon: LayoutDashboard },
  { to: paths.rooms, label: t.nav.rooms, icon: BedDouble },
  { to: paths.tenants, label: t.nav.tenants, icon: Users },
  { to: paths.rentManagement, label: t.nav.rentManagement, icon: IndianRupee },
];
