import {
  BedDouble,
  BellRing,
  IndianRupee,
  LayoutDashboard,
  type LucideIcon,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** SPEC §2: the sidebar's links, in this order; Reminders after them (issue 17). */
export const navItems: NavItem[] = [
  { to: paths.dashboard, label: t.nav.dashboard, icon: LayoutDashboard },
  { to: paths.rooms, label: t.nav.rooms, icon: BedDouble },
  { to: paths.tenants, label: t.nav.tenants, icon: Users },
  { to: paths.rentManagement, label: t.nav.rentManagement, icon: IndianRupee },
  { to: paths.reminders, label: t.nav.reminders, icon: BellRing },
];
