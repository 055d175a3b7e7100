import { IndianRupee, LayoutDashboard, type LucideIcon, BedDouble, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** SPEC §2: the sidebar's links, in this order. Labels are read in the language of the moment. */
export const navItems: NavItem[] = [
  {
    to: paths.dashboard,
    get label() {
      return t.nav.dashboard;
    },
    icon: LayoutDashboard,
  },
  {
    to: paths.rooms,
    get label() {
      return t.nav.rooms;
    },
    icon: BedDouble,
  },
  {
    to: paths.tenants,
    get label() {
      return t.nav.tenants;
    },
    icon: Users,
  },
  {
    to: paths.rentManagement,
    get label() {
      return t.nav.rentManagement;
    },
    icon: IndianRupee,
  },
];
