import { IndianRupee, LayoutDashboard, type LucideIcon, BedDouble, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * A link whose label is read from the catalogue each time it is shown, so it follows a change
 * of language (a label read once at module level would not).
 */
export const navItem = (to: string, icon: LucideIcon, label: () => string): NavItem => ({
  to,
  icon,
  get label() {
    return label();
  },
});

/** SPEC §2: the sidebar's links, in this order. */
export const navItems: NavItem[] = [
  navItem(paths.dashboard, LayoutDashboard, () => t.nav.dashboard),
  navItem(paths.rooms, BedDouble, () => t.nav.rooms),
  navItem(paths.tenants, Users, () => t.nav.tenants),
  navItem(paths.rentManagement, IndianRupee, () => t.nav.rentManagement),
];
