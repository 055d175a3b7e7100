/** The dashboard. */

export const dashboard = {
  title: 'Dashboard',
  welcome: (name: string) => `Welcome back, ${name}`,
  pgLabel: 'Your PG',
  refresh: 'Refresh Stats',
  refreshing: 'Refreshing...',
  loading: 'Loading dashboard...',
  statsTitle: 'Your PG at a glance',
  loadFailed: 'Failed to load dashboard data',
  percent: (value: number) => `${value}%`,
  cards: {
    totalRooms: 'Total Rooms',
    fullyOccupied: 'Fully occupied',
    partiallyOccupied: 'Partially occupied',
    vacant: 'Vacant',
    totalTenants: 'Total Tenants',
    occupancyRate: 'Occupancy rate',
    bedsTaken: (occupied: number, total: number) => `${occupied} of ${total} beds taken`,
    pendingRents: 'Pending Rents',
    /** All that is owed: rents, and charges (electricity, mess, late fees) with them. */
    pendingAmount: (amount: string) => `${amount} to collect, charges included`,
    pendingOverdue: (count: number) => `${count} overdue`,
    vacantRooms: 'Vacant Rooms',
    vacancyRate: 'Vacancy rate',
    roomsEmpty: (vacant: number, total: number) => `${vacant} of ${total} rooms empty`,
  },
  quickActions: {
    title: 'Quick Actions',
    addRoom: 'Add Room',
    addRoomHint: 'A room, its beds and its rent',
    addTenant: 'Add Tenant',
    addTenantHint: 'Give someone a bed',
    addRent: 'Add Rent Record',
    addRentHint: 'Record a rent that is due',
  },
  rentStatus: {
    title: 'Rent Status',
    overdue: 'Overdue Rents',
    upcoming: 'Upcoming Dues',
    upcomingHint: 'Due in the next 30 days',
    count: (count: number) => `${count} in all`,
    viewAllOverdue: 'View all overdue rents',
    viewAllUpcoming: 'View all rents',
    noOverdue: 'No overdue rents. Everyone is up to date.',
    noUpcoming: 'No rents due in the next 30 days.',
    dueOn: (date: string) => `Due ${date}`,
    /** Still owed of the amount, once part of it is paid: '₹2,500 of ₹5,000'. */
    owedOf: (due: string, amount: string) => `${due} of ${amount}`,
    /** A phone's row: the amount under what is still owed of it. */
    ofAmount: (amount: string) => `of ${amount}`,
  },
  /** A phone's first card: what is owed today, before the counts. */
  owedToday: {
    title: 'Owed today',
    detail: (overdue: number, total: string) =>
      `${overdue} overdue · ${total} to collect in all, charges included`,
    collect: 'Collect rent',
  },
  empty: {
    title: 'Welcome to Nivas',
    message:
      'Your PG is set up. Add your rooms, then your tenants, and their rents will show up here.',
    addFirstRoom: 'Add your first room',
  },
};
