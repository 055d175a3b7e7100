import type { ErrorCode, PredefinedAmenity } from '@nivas/domain';
import type { Language } from '@nivas/domain/language';
import { localeFormats } from './format';

const format = localeFormats('en-IN', 'abbreviated');

/**
 * Every text a person can see, in English. SPEC.md's wording is quoted exactly where it gives
 * one. The Hindi catalogue (hi.ts) has the same shape (`Catalogue`), so no screen holds a text
 * of its own.
 */
export const en = {
  /** Numbers, dates and plurals in this language (format.ts). */
  format,

  /** The language switch: each language named in its own words, the same in every catalogue. */
  language: {
    label: 'Language',
    names: { en: 'English', hi: 'हिंदी' } satisfies Record<Language, string>,
    saveFailed:
      'Your language could not be saved to your account; it is changed on this device only.',
  },

  app: {
    name: 'Nivas',
    tagline: 'Rooms, tenants and rent for your PG',
    loading: 'Loading...',
    notifications: 'Notifications',
    /** A toast's bar that shows how long it stays. */
    toastTimer: 'Time left on this notification',
    skipToContent: 'Skip to main content',
  },

  nav: {
    main: 'Main',
    dashboard: 'Dashboard',
    rooms: 'Rooms',
    tenants: 'Tenants',
    rentManagement: 'Rent Management',
    reminders: 'Reminders',
    profileMenu: 'Account menu',
    /** The menu's button: it shows the owner's name, so its name for a screen reader starts with it. */
    profileMenuOf: (name: string) => `${name}, account menu`,
    profile: 'Profile',
    settings: 'Settings',
    signOut: 'Sign out',
  },

  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    status: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} · ${format.number(total)} ${format.plural(total, { one: 'record', other: 'records' })}`,
  },

  form: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    required: 'required',
  },

  passwordStrength: {
    label: 'Password strength:',
    labels: ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'],
    tooShort: (min: number) => `Too short: use at least ${min} characters.`,
    checking: 'Checking...',
    unavailable: 'It could not be checked here; it will be checked when you save.',
    common: 'This is one of the most common passwords. Choose another.',
    advice:
      'Too easy to guess: use three or four unrelated words, or add uncommon words, numbers and symbols.',
    accepted: 'Hard enough to guess.',
  },

  auth: {
    login: {
      title: 'Welcome Back',
      subtitle: 'Sign in to manage your PG',
      email: 'Email address',
      password: 'Password',
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
      submit: 'Sign in',
      submitting: 'Signing in...',
      noAccount: "Don't have an account?",
      registerLink: 'Register here',
      success: 'Signed in successfully',
      failed: 'Login failed. Please try again.',
      unexpected: 'An error occurred during login',
    },
    register: {
      title: 'Create your account',
      subtitle: 'Set up Nivas for your PG in a minute',
      name: 'Your name',
      email: 'Email address',
      password: 'Password',
      passwordHint: 'At least 8 characters',
      confirmPassword: 'Confirm password',
      pgName: 'PG name',
      address: 'PG address',
      phone: 'Phone number',
      phoneHint: '10 digits, without +91',
      submit: 'Create Account',
      submitting: 'Creating account...',
      haveAccount: 'Already have an account?',
      loginLink: 'Sign in',
      success: 'Account created successfully',
      failed: 'Registration failed. Please try again.',
      unexpected: 'An error occurred during registration',
    },
    invalidResponse: 'Invalid response from server',
    loggedOut: 'Logged out successfully',
    loggedOutOnThisDeviceOnly:
      'Signed out on this device. Nivas could not be reached to end the session there: use "Sign out everywhere" on your profile when you are back online.',
    pleaseLogin: 'Please login first',
    connectionTestLink: 'Having trouble connecting?',
  },

  dashboard: {
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
  },

  common: {
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting...',
    close: 'Close',
    optional: (label: string) => `${label} (optional)`,
  },

  rooms: {
    title: 'Rooms',
    subtitle: 'Every room, its beds and its rent',
    addTitle: 'Add Room',
    editTitle: 'Edit Room',
    detailsTitle: 'Room Details',
    addRoom: 'Add Room',
    loading: 'Loading rooms...',
    searchLabel: 'Search rooms',
    searchPlaceholder: 'Search rooms...',
    filterLabel: 'Filter rooms by occupancy',
    filters: {
      all: 'All Rooms',
      vacant: 'Vacant',
      partial: 'Partially Occupied',
      full: 'Full',
    },
    empty: {
      none: 'No rooms found. Add your first room to get started.',
      noMatch: 'No rooms match your search criteria. Try adjusting your filters.',
    },
    badge: { Vacant: 'Vacant', Full: 'Full' },
    roomName: (roomNumber: string) => `Room ${roomNumber}`,
    floor: (floorNumber: number) => `Floor ${floorNumber}`,
    perMonth: (amount: string) => `${amount}/month`,
    beds: (occupied: number, capacity: number) => `${occupied}/${capacity} beds`,
    rent: 'Rent',
    capacity: 'Occupancy',
    amenities: 'Amenities',
    noAmenities: 'None',
    /** The predefined amenities (SPEC §9) as this language names them; an owner's own stay as typed. */
    amenityNames: {
      Cooler: 'Cooler',
      TV: 'TV',
      Curtains: 'Curtains',
      'Table Chair': 'Table Chair',
      Almirah: 'Almirah',
      AC: 'AC',
      Washroom: 'Washroom',
      Bed: 'Bed',
      Mattress: 'Mattress',
      WiFi: 'WiFi',
      Geyser: 'Geyser',
      Refrigerator: 'Refrigerator',
      Fan: 'Fan',
      Cupboard: 'Cupboard',
    } satisfies Record<PredefinedAmenity, string>,
    editRoom: (roomNumber: string) => `Edit Room ${roomNumber}`,
    deleteRoom: (roomNumber: string) => `Delete Room ${roomNumber}`,
    deleteConfirm: {
      title: (roomNumber: string) => `Delete Room ${roomNumber}?`,
      message: 'Are you sure you want to delete this room?',
    },
    toasts: {
      created: 'Room created successfully',
      updated: 'Room updated successfully',
      deleted: 'Room deleted successfully',
      fetchFailed: 'Failed to fetch rooms',
      createFailed: 'Failed to create room',
      updateFailed: 'Failed to update room',
      deleteFailed: 'Failed to delete room',
      notFound: 'Room not found',
      loadFailed: 'Error loading room data',
    },
    form: {
      addSubtitle: 'A room, its beds and its monthly rent',
      editSubtitle: 'Change the room, its beds or its rent',
      floorNumber: 'Floor number',
      roomNumber: 'Room number',
      capacity: 'Capacity (persons)',
      rentAmount: 'Rent amount (per month)',
      rentHint: 'In rupees',
      amenities: 'Amenities',
      amenitiesHint: 'Tap to choose. Add your own below.',
      customAmenity: 'Custom amenity',
      customAmenityPlaceholder: 'e.g. Balcony',
      addAmenity: 'Add',
      addAmenityLabel: 'Add amenity',
      removeAmenity: (name: string) => `Remove ${name}`,
      duplicateAmenity: (name: string) => `${name} is already in the list`,
      description: 'Description',
      invalid: 'Please fill all required fields with valid values.',
      submit: 'Save Room',
      submitting: 'Saving...',
      back: 'Back to Rooms',
    },
    notFound: {
      title: 'Room not found',
      message: 'This room does not exist, or it was deleted.',
      back: 'Back to Rooms',
      addNew: 'Add New Room',
    },
    details: {
      loading: 'Loading room details...',
      notFoundTitle: 'Room Not Found',
      back: 'Back to Rooms',
      managedBy: (adminName: string, pgName: string) => `${pgName} · ${adminName}`,
      bedsPill: (occupied: number, capacity: number) => `${occupied}/${capacity} beds occupied`,
      amenities: 'Amenities',
      noAmenities: 'No amenities listed',
      description: 'About this room',
      bedLayout: 'Bed Layout',
      bedsLoading: 'Loading beds...',
      bed: (bedNumber: number) => `Bed ${bedNumber}`,
      occupied: 'Occupied',
      vacant: 'Vacant',
      edit: 'Edit',
      editTenant: (name: string) => `Edit ${name}`,
      remove: 'Remove',
      removeTenant: (name: string, bedNumber: number) => `Remove ${name} from Bed ${bedNumber}`,
      add: 'Add',
      addToBed: (bedNumber: number) => `Add tenant to Bed ${bedNumber}`,
      addToRoom: 'Add tenant to this room',
      editRoom: 'Edit room',
      deleteRoom: 'Delete room',
      removeConfirm: {
        title: (name: string) => `Remove ${name} from this bed?`,
        message: (name: string, bedNumber: number) =>
          `${name} leaves Bed ${bedNumber} and stays on your tenant list without a room.`,
        confirm: 'Remove',
        busy: 'Removing...',
      },
    },
  },

  tenants: {
    title: 'Tenants',
    subtitle: 'Everyone staying in your PG, and who has left',
    addTitle: 'Add New Tenant',
    editTitle: 'Edit Tenant',
    addTenant: 'Add Tenant',
    addFirst: 'Add Your First Tenant',
    loading: 'Loading tenants...',
    searchLabel: 'Search tenants',
    searchPlaceholder: 'Search by name, phone or email...',
    /** On a phone the box shares its line with the filter: the long text would be cut. */
    searchPlaceholderShort: 'Name, phone or email',
    filterLabel: 'Filter tenants by status',
    filters: { all: 'All Tenants', active: 'Active', inactive: 'Inactive' },
    empty: {
      none: 'No tenants found. Add your first tenant to get started.',
      noMatch: 'No tenants match your search criteria. Try adjusting your filters.',
    },
    status: { active: 'Active', inactive: 'Inactive' },
    card: {
      floor: 'Floor',
      room: 'Room',
      roomAndBed: (roomNumber: string, bedNumber: number | null) =>
        bedNumber === null ? roomNumber : `${roomNumber} · Bed ${bedNumber}`,
      /** A phone's row: 'Room 108 · Bed 1'. */
      roomBedLine: (roomNumber: string, bedNumber: number | null) =>
        bedNumber === null ? `Room ${roomNumber}` : `Room ${roomNumber} · Bed ${bedNumber}`,
      noRoom: 'Not assigned',
      phone: 'Phone',
      email: 'Email',
      joined: 'Joined',
      left: 'Left',
      idProof: 'ID proof',
      occupation: 'Occupation',
      photoOf: (name: string) => `Photo of ${name}`,
    },
    quickAdd: 'Quick add',
    quickAddHint: 'For tenants who already live here: one form, no photo or Aadhaar scan.',
    editTenant: (name: string) => `Edit ${name}`,
    deleteTenant: (name: string) => `Delete ${name}`,
    page: {
      loading: 'Loading tenant...',
      about: 'About',
      phone: 'Phone',
      email: 'Email',
      roomAndBed: 'Room and bed',
      roomBed: (roomNumber: string, floorNumber: number, bedNumber: number | null) =>
        bedNumber === null
          ? `Room ${roomNumber} · Floor ${floorNumber}`
          : `Room ${roomNumber} · Floor ${floorNumber} · Bed ${bedNumber}`,
      noBed: 'No bed',
      joined: 'Joined',
      left: 'Left',
      rent: 'Rent per month',
      ownRent: 'Their own rent',
      roomRent: 'The room’s rent',
      noRent: 'Not set: no room, and no rent of their own',
      idProof: 'ID proof',
      idProofValue: (type: string, number: string) => (number ? `${type} · ${number}` : type),
      guardian: 'Guardian',
      guardianValue: (relation: string, name: string) => `${relation} ${name}`,
      idCard: {
        title: 'ID card, number masked',
        sides: { front: 'Front', back: 'Back' },
        alt: (side: string, name: string) => `${side} of ${name}’s ID card, number masked`,
        loading: 'Loading...',
        failed: 'Could not load this copy.',
      },
      verification: 'Police verification form',
      occupation: 'Occupation',
      emergency: 'Emergency contact',
      actions: 'Actions',
      recordPayment: 'Record payment',
      edit: 'Edit',
      moveOut: 'Move out',
      statement: 'Move-out statement',
      movedOut: {
        on: (date: string) => `Moved out on ${date}.`,
        refund: (amount: string) => `${amount} of the deposit refunded.`,
        owed: (amount: string) => `${amount} still owed after the deposit.`,
        settled: 'Settled: nothing refunded, nothing owed.',
        link: 'View the statement',
      },
      account: 'Account',
      totals: {
        due: 'Balance due',
        overdue: 'Overdue',
        upcoming: 'Upcoming',
        paid: 'Paid',
        credit: 'Credit',
      },
      rents: 'Rents',
      noRents: 'No rents yet. Their rents appear here once they are created or generated.',
      rentAmount: 'Amount',
      rentPaid: 'Paid',
      rentDue: 'Due',
      dueOn: (date: string) => `Due ${date}`,
      payRent: 'Pay',
      payRentFor: (period: string) => `Pay the rent of ${period}`,
      payments: 'Payments',
      noPayments: 'No payments recorded yet.',
      pickRent: {
        title: 'Record payment',
        description: 'What is this payment for?',
        option: (period: string, due: string) => `${period} · ${due} due`,
        dueOn: (date: string) => `Due ${date}`,
      },
    },
    verification: {
      pageTitle: 'Police verification form',
      description:
        'Filled from what Nivas holds. Print it on A4, sign it and submit it at the police station.',
      print: 'Print',
      back: 'Back to the tenant',
      loading: 'Loading the form...',
      gaps: 'Not held in Nivas, left blank to fill in by hand:',
      gapNames: {
        guardian: 'guardian',
        permanentAddress: 'permanent address',
        idNumber: 'ID number',
        photo: 'photo',
        pgAddress: 'PG address (add it in your profile)',
      },
      title: 'Tenant Verification Form',
      addressedTo: 'To the Station House Officer, Police Station',
      owner: '1. Owner',
      ownerName: 'Owner’s name',
      ownerPhone: 'Owner’s phone',
      pgName: 'PG name',
      pgAddress: 'Address of the premises let out',
      tenant: '2. Tenant',
      name: 'Full name',
      guardian: 'Father’s / husband’s name',
      dob: 'Date of birth',
      gender: 'Gender',
      phone: 'Mobile number',
      occupation: 'Occupation',
      permanentAddress: 'Permanent address',
      idProof: 'ID proof',
      idProofValue: (type: string, number: string) => `${type} · ${number}`,
      photo: (name: string) => `Photo of ${name}`,
      affixPhoto: 'Affix passport-size photo',
      stay: '3. Tenancy',
      room: 'Room and bed',
      noRoom: 'No room at present',
      joined: 'Living here since',
      declaration:
        'I have let the premises above to the tenant named in this form, and I declare that the particulars given are true to the best of my knowledge.',
      ownerSignature: 'Signature of owner',
      tenantSignature: 'Signature of tenant',
      date: 'Date',
      place: 'Place',
      policeUse: 'For police use',
      verifiedBy: 'Verified by',
      remarks: 'Remarks',
    },
    duplicate: {
      phoneTitle: 'Is this the same person?',
      idProofTitle: 'This ID number is already in use',
      phoneMessage:
        'Families and friends sometimes share a phone. Check their record, or add this tenant anyway.',
      idProofMessage:
        'Two active tenants cannot have the same ID number. Check their record before adding this tenant.',
      open: (name: string) => `Open ${name}`,
      addAnyway: 'Add anyway',
      saveAnyway: 'Save anyway',
      adding: 'Saving...',
    },
    deleteConfirm: {
      title: (name: string) => `Delete ${name}?`,
      message: 'Are you sure you want to delete this tenant?',
    },
    notFound: {
      title: 'Tenant not found',
      message: 'This tenant does not exist, or was deleted.',
    },
    toasts: {
      added: 'Tenant added successfully',
      updated: 'Tenant updated successfully',
      deleted: 'Tenant deleted successfully',
      fetchFailed: 'Failed to fetch tenants',
      addFailed: 'Failed to add tenant',
      updateFailed: 'Failed to update tenant',
      deleteFailed: 'Failed to delete tenant',
      saveFailed: 'Failed to save tenant',
      detailsFailed: 'Failed to fetch tenant details',
    },
    form: {
      back: 'Back to Tenants',
      backToTenant: 'Back to the tenant',
      loading: 'Loading tenant form...',
      identityErased:
        'This tenant’s identity data (ID number, date of birth, address, emergency contact and photo) was erased after they left. Enter the ID number again to save a change.',
      personal: 'Personal details',
      name: 'Full name',
      phone: 'Phone number',
      phoneHint: '10 digits, without +91',
      email: 'Email address',
      gender: 'Gender',
      genderUnset: 'Not stated',
      genders: { Male: 'Male', Female: 'Female', Other: 'Other' },
      dob: 'Date of birth',
      dobFuture: 'Date of birth cannot be in the future',
      occupation: 'Occupation',
      address: 'Permanent address',
      idProof: 'ID proof',
      idProofType: 'ID proof type',
      idProofTypes: {
        Aadhar: 'Aadhar',
        PAN: 'PAN',
        'Driving License': 'Driving License',
        Passport: 'Passport',
        'Voter ID': 'Voter ID',
        Other: 'Other',
      },
      idProofNumber: 'ID proof number',
      aadhaarHint: '12 digits, spaces allowed',
      emergency: 'Emergency contact',
      emergencyName: 'Contact name',
      emergencyPhone: 'Contact phone',
      emergencyRelation: 'Relation',
      guardian: {
        title: 'Guardian',
        description:
          'Father’s or husband’s name, as the Aadhaar address begins. Police verification asks for it.',
        relation: 'Relation to guardian',
        name: 'Guardian’s name',
        noRelation: 'None',
      },
      stay: 'Room and bed',
      room: 'Room',
      chooseRoom: 'Choose a room',
      noRoom: 'No room',
      roomOption: (roomNumber: string, floorNumber: number, occupied: number, capacity: number) =>
        `Room ${roomNumber} · Floor ${floorNumber} (${occupied}/${capacity} beds)`,
      roomOptionFull: (roomNumber: string, floorNumber: number) =>
        `Room ${roomNumber} · Floor ${floorNumber} (Full)`,
      /** The bed rule's problems (domain rules/beds.ts), in SPEC §5's words. */
      bedProblems: {
        'out-of-range': ({ capacity }: BedFacts) => `Bed number must be between 1 and ${capacity}`,
        'room-full': ({ roomNumber, floorNumber }: BedFacts) =>
          `Room ${roomNumber} on Floor ${floorNumber} is at full capacity`,
        'bed-taken': ({ bedNumber, roomNumber }: BedFacts) =>
          `Bed ${bedNumber} in Room ${roomNumber} is already occupied`,
      },
      bed: 'Bed',
      chooseBed: 'Choose a bed',
      chooseRoomFirst: 'Choose a room first',
      bedOption: (bedNumber: number) => `Bed ${bedNumber}`,
      bedOccupied: (bedNumber: number) => `Bed ${bedNumber} (Occupied)`,
      bedCurrent: (bedNumber: number) => `Bed ${bedNumber} (Current)`,
      joiningDate: 'Joining date',
      status: 'Status',
      inactiveHint: 'An inactive tenant holds no bed.',
      reactivateHint: 'Choose a room and a bed: an active tenant needs a bed.',
      movedOn: 'Moved on',
      movedOnHint:
        'From this day their electricity is shared in the new room, before it in the old.',
      returnedOn: 'Returned on',
      returnedOnHint:
        'From this day they owe rent again, as a tenant joining that day would, and share the room’s electricity.',
      returnedOnBeforeLeaving: (leftOn: string) =>
        `Returned on cannot be before the day they left (${leftOn})`,
      moveOutLink: 'Move out…',
      moveOutHint:
        'Moving out settles their deposit and dues by your house rules, frees the bed and cancels later rents.',
      deposit: 'Security deposit',
      depositHint: 'The deposit agreed, in rupees. What is collected is recorded on their page.',
      ownRent: 'Own monthly rent',
      ownRentHint: (roomRent: string | null) =>
        roomRent
          ? `Leave empty to charge the room’s rent of ${roomRent}.`
          : 'Leave empty to charge the room’s rent.',
      submit: 'Save Tenant',
      submitting: 'Saving...',
      fullRoomPrompt: {
        title: 'This room is full',
        message: (fullMessage: string) => `${fullMessage}. Go back to the room?`,
        confirm: 'Back to Room',
        cancel: 'Stay here',
      },
    },
  },

  rents: {
    title: 'Rent Records',
    subtitle: 'Every rent record, the latest due date first',
    addTitle: 'Add New Rent Record',
    editTitle: 'Edit Rent Record',
    addNew: 'Add New Rent',
    loading: 'Loading rent records...',
    empty: "No rent records yet. Add one, or generate next month's records in Rent Management.",
    unknownTenant: 'Unknown Tenant',
    unknownRoom: 'Unknown Room',
    deletedTenant: (name: string) => `${name} (Deleted)`,
    roomLabel: (roomNumber: string, floorNumber: number) =>
      `Room ${roomNumber} · Floor ${floorNumber}`,
    roomName: (roomNumber: string) => `Room ${roomNumber}`,
    floorName: (floorNumber: number) => `Floor ${floorNumber}`,
    columns: {
      tenant: 'Tenant',
      room: 'Room',
      period: 'Period',
      amount: 'Amount',
      dueDate: 'Due Date',
      status: 'Status',
      paymentDetails: 'Payment Details',
      actions: 'Actions',
    },
    /** SPEC §2: the simple list says only whether a rent is paid. */
    paidState: { paid: 'Paid', pending: 'Pending' },
    paymentDetails: (date: string, method: string) => `${date} · ${method}`,
    partlyPaid: (amount: string) => `${amount} paid so far`,
    notPaid: 'Not paid yet',
    cancelledNote: 'Not owed: the tenant had left',
    status: {
      Pending: 'Pending',
      'Partially Paid': 'Partially Paid',
      Overdue: 'Overdue',
      Paid: 'Paid',
      Cancelled: 'Cancelled',
    },
    periods: { monthly: 'monthly', weekly: 'weekly', daily: 'daily' },
    paymentMethods: {
      Cash: 'Cash',
      UPI: 'UPI',
      'Bank Transfer': 'Bank Transfer',
      Cheque: 'Cheque',
      Other: 'Other',
    },
    daysOverdue: (days: number) =>
      `${days} ${format.plural(days, { one: 'day', other: 'days' })} overdue`,
    /** A weekly rent's period: 'Week 47, 2026'. */
    week: (week: number | null, year: number) => `Week ${week ?? '?'}, ${year}`,
    markPaid: 'Mark Paid',
    markPaidFor: (name: string, period: string) => `Mark Paid: ${name}, ${period}`,
    editFor: (name: string, period: string) => `Edit rent of ${name}, ${period}`,
    deleteFor: (name: string, period: string) => `Delete rent of ${name}, ${period}`,
    deleteConfirm: {
      title: 'Delete this rent record?',
      message: 'Are you sure you want to delete this rent record?',
    },
    toasts: {
      fetchFailed: 'Failed to fetch rent records',
      detailsFailed: 'Failed to fetch rent details',
      created: 'Rent record created successfully',
      updated: 'Rent record updated successfully',
      deleted: 'Rent record deleted successfully',
      markedPaid: 'Rent marked as paid successfully',
      nextRentCreated: "Next month's rent record created automatically",
      createFailed: 'Failed to create rent record',
      updateFailed: 'Failed to update rent record',
      deleteFailed: 'Failed to delete rent record',
      markPaidFailed: 'Failed to mark rent as paid',
    },
    /**
     * The payment limit (domain rules/payments.ts), one text per problem code, in the words
     * the server uses for it.
     */
    paymentProblems: {
      ALREADY_PAID: () => 'This rent is already paid',
      NOT_POSITIVE: () => 'Amount must be more than 0',
      OVER_BALANCE: ({ balance }: { balance: string }) =>
        `Amount cannot be more than the balance of ${balance}`,
      BELOW_PAID: ({ paid }: { paid: string }) =>
        `Amount cannot be less than the ${paid} already paid`,
    },
    form: {
      back: 'Back to Rents',
      loading: 'Loading rent record...',
      addSubtitle: 'A rent that a tenant owes for a month',
      editSubtitle: 'Change the amount, the due date or record the payment',
      tenant: 'Tenant',
      chooseTenant: 'Select a tenant',
      tenantOption: (name: string, roomNumber: string | null) =>
        roomNumber === null ? `${name} (no room)` : `${name} · Room ${roomNumber}`,
      inactiveTenant: (label: string) => `${label} (Inactive)`,
      tenantsLoading: 'Loading tenants...',
      noTenants: 'Add a tenant first: every rent record belongs to a tenant.',
      addTenant: 'Add Tenant',
      amount: 'Amount',
      amountHint: 'In rupees. Choosing a tenant fills in their monthly rent.',
      month: 'Month',
      year: 'Year',
      dueDate: 'Due date',
      locked: 'Tenant, month and year cannot be changed once a record exists.',
      markAsPaid: 'Mark as Paid',
      markAsPaidHint: 'The whole balance was paid. The payment is recorded when you save.',
      alreadyPaid: 'This rent is fully paid. Recorded payments cannot be undone.',
      partlyPaid: (paid: string, balance: string) =>
        `${paid} is already paid. Marking as paid records the remaining ${balance}.`,
      paymentDetails: 'Payment details',
      paymentDate: 'Payment date',
      paymentMethod: 'Payment method',
      paymentReference: 'Payment reference',
      referenceHint: 'UPI transaction ID, cheque number or receipt number',
      notes: 'Notes',
      submit: 'Save Rent Record',
      submitting: 'Saving...',
      deletedTenant:
        'This record belongs to a tenant who was deleted, so it is kept as it is and cannot be changed.',
      notFound: {
        title: 'Rent record not found',
        message: 'This rent record does not exist, or it was deleted.',
      },
    },
  },

  rentManagement: {
    title: 'Rent Management',
    subtitle: 'Collect rent, record payments and follow up on dues',
    searchLabel: 'Search rents',
    searchPlaceholder: 'Search by tenant, room, or month...',
    refresh: 'Refresh',
    addNew: 'Add New Rent',
    tabsLabel: 'Rent lists',
    tabs: { overdue: 'Overdue', records: 'Rent Records', all: 'All Rents', charges: 'Charges' },
    overdueCount: (count: number) => `${count} overdue`,
    filtersLabel: 'Show rents by status',
    filters: {
      all: 'All Rents',
      Paid: 'Paid',
      Pending: 'Pending',
      'Partially Paid': 'Partially Paid',
      Overdue: 'Overdue',
    },
    chargeFiltersLabel: 'Show charges by status',
    chargeFilters: {
      all: 'All Charges',
      Paid: 'Paid',
      Pending: 'Pending',
      'Partially Paid': 'Partially Paid',
      Overdue: 'Overdue',
      Cancelled: 'Waived',
    },
    loading: 'Loading rents...',
    chargesLoading: 'Loading charges...',
    overdueCharges: 'Overdue charges',
    empty: {
      overdue: 'No overdue rents. Everyone has paid on time.',
      records: "No rent records yet. Generate next month's records, or create one.",
      status: 'No rents with this status.',
      noMatch: 'No rents match your search.',
      charges:
        'No charges yet. Electricity shares, monthly charges and late fees appear here, and charges you add on a tenant’s page.',
      chargesStatus: 'No charges with this status.',
    },
    bulk: {
      title: 'Bulk actions',
      /** The due day is the PG's setting; until the settings load, the sentence goes without it. */
      description: (dueDay: number | undefined) =>
        `One record for next month for every tenant with a bed who has none yet, at their monthly rent (their own, or their room's)${dueDay === undefined ? '' : `, due on the ${ordinal(dueDay)}`}. Their monthly charges (a mess plan) are added with it.`,
      generate: "Generate Next Month's Rent Records",
      generating: 'Generating...',
      /** Asked first: the records are made for every tenant at once. */
      confirmTitle: "Generate next month's rent records?",
      confirm: 'Generate',
      createOne: 'Create Individual Rent Record',
      /** A phone's compact buttons above the dues. */
      generateShort: 'Generate next month',
      createShort: 'New rent',
    },
    card: {
      status: 'Status',
      phone: 'Phone',
      room: 'Room',
      period: 'Period',
      dueDate: 'Due date',
      amount: 'Amount',
      paid: 'Paid',
      due: 'Due',
      pay: 'Pay',
      details: 'Details',
      payFor: (name: string, period: string) => `Pay: ${name}, ${period}`,
      detailsFor: (name: string, period: string) => `Details: ${name}, ${period}`,
      charge: 'For',
      note: 'Note',
    },
    chargeDetails: {
      title: 'Charge Details',
      openTenant: 'Open the tenant',
    },
    payment: {
      title: 'Record Payment',
      balance: 'Balance',
      amount: 'Amount',
      amountHint: (balance: string) => `Up to ${balance}, the balance still due`,
      method: 'Payment method',
      reference: 'Reference',
      referenceHint: 'UPI transaction ID, cheque number or receipt number',
      notes: 'Notes',
      submit: 'Record Payment',
      submitting: 'Recording...',
      recorded: 'Payment recorded successfully',
    },
    details: {
      title: 'Rent Details',
      tenant: 'Tenant',
      phone: 'Phone',
      room: 'Room',
      period: 'Period',
      dueDate: 'Due date',
      amount: 'Amount',
      amountPaid: 'Paid so far',
      balance: 'Balance',
      status: 'Status',
      notes: 'Notes',
      payments: 'Payments',
      paymentsLoading: 'Loading payments...',
      noPayments: 'No payments recorded yet.',
      edit: 'Edit record',
    },
    toasts: {
      overdueFailed: 'Failed to fetch overdue rents',
      allFailed: 'Failed to fetch all rents',
      chargesFailed: 'Failed to fetch charges',
      dataFailed: 'Failed to fetch rent data',
      generated: (created: number, month: number, year: number) =>
        `Generated ${created} rent records for ${month}/${year}`,
      generateFailed: 'Failed to generate monthly rents',
    },
  },

  /** The ledger of payments, wherever it is shown: a rent's details, a tenant's page. */
  payments: {
    voidedOn: (date: string, reason: string) => `Voided on ${date} — ${reason}`,
    voidedAmount: 'Voided:',
    void: {
      action: 'Void',
      actionFor: (amount: string, date: string) => `Void the payment of ${amount} on ${date}`,
      title: 'Void this payment?',
      description:
        'It stays in the ledger, struck through with your reason, and no longer counts as paid.',
      amount: 'Amount',
      paidOn: 'Paid on',
      forWhat: 'For',
      reason: 'Reason',
      reasonPlaceholder: 'e.g. Entered twice, or the cheque bounced',
      submit: 'Void payment',
      submitting: 'Voiding...',
      done: 'Payment voided',
      failed: 'Failed to void the payment',
    },
    markPaid: {
      title: 'Mark this rent as paid?',
      balance: 'Balance to record',
      method: 'Payment method',
      explain: (amount: string) =>
        `A payment of ${amount} is recorded today. You can undo it for 10 seconds afterwards.`,
      confirm: 'Mark Paid',
      busy: 'Recording...',
    },
  },

  /** Dues other than rent: electricity shares, mess, late fees and the rest. */
  charges: {
    kinds: {
      electricity: 'Electricity',
      water: 'Water',
      mess: 'Mess',
      laundry: 'Laundry',
      maintenance: 'Maintenance',
      lateFee: 'Late fee',
      damage: 'Damage',
      other: 'Other',
    },
    /** 'Electricity · 1 Nov 2026'. */
    title: (kind: string, date: string) => `${kind} · ${date}`,
    /** What a rent is for, beside charges: 'Rent · November 2026'. */
    rentLabel: (period: string) => `Rent · ${period}`,
    waivedBadge: 'Waived',
    waivedOn: (date: string, reason: string) => `Waived on ${date} — ${reason}`,
    section: 'Charges',
    none: 'No charges yet. Electricity shares, late fees and charges you add appear here.',
    add: 'Add charge',
    amount: 'Amount',
    paid: 'Paid',
    due: 'Due',
    dueOn: (date: string) => `Due ${date}`,
    pay: 'Pay',
    payFor: (title: string) => `Pay ${title}`,
    waiveAction: 'Waive',
    waiveFor: (title: string) => `Waive ${title}`,
    addDialog: {
      title: 'Add a charge',
      kind: 'Kind',
      amount: 'Amount',
      amountHint: 'In rupees.',
      date: 'Date',
      dueDate: 'Due date',
      note: 'Note',
      notePlaceholder: 'e.g. Broken window pane',
      submit: 'Add charge',
      submitting: 'Adding...',
    },
    waive: {
      title: 'Waive this charge?',
      amount: 'Amount',
      dueDate: 'Due date',
      note: 'Note',
      explain:
        'It stays on the account, marked Waived with your reason, and nobody owes it any more.',
      hasPayments: (paid: string) =>
        `${paid} has been paid towards this charge. Void those payments first (under Payments), then waive it.`,
      reason: 'Reason',
      reasonPlaceholder: 'e.g. First month, waived as a courtesy',
      submit: 'Waive charge',
      submitting: 'Waiving...',
    },
    recurring: {
      section: 'Monthly charges',
      description:
        'Charged every month beside the rent, when next month’s rent records are generated.',
      none: 'No monthly charges.',
      add: 'Add monthly charge',
      perMonth: (amount: string) => `${amount} a month`,
      amountHint: 'In rupees, each month.',
      notePlaceholder: 'e.g. Veg mess, two meals a day',
      since: (date: string) => `Since ${date}`,
      end: 'End',
      endFor: (what: string) => `End the monthly ${what} charge`,
      endConfirm: {
        title: 'End this monthly charge?',
        message: (what: string, amount: string) =>
          `${what} of ${amount} a month is no longer charged from next month. Charges already made stay.`,
        confirm: 'End charge',
        busy: 'Ending...',
      },
      dialog: {
        title: 'Add a monthly charge',
        description: 'Charged every month from next month’s rent records, until you end it.',
        submit: 'Add monthly charge',
        submitting: 'Adding...',
      },
    },
    toasts: {
      added: 'Charge added',
      addFailed: 'Failed to add the charge',
      paid: 'Charge paid in full',
      payFailed: 'Failed to record the payment',
      waived: 'Charge waived',
      waiveFailed: 'Failed to waive the charge',
      recurringAdded: 'Monthly charge added',
      recurringAddFailed: 'Failed to add the monthly charge',
      recurringEnded: 'Monthly charge ended',
      recurringEndFailed: 'Failed to end the monthly charge',
    },
  },

  /** A tenant's security deposit: what was agreed, collected, kept back and paid back. */
  deposit: {
    section: 'Security deposit',
    agreed: 'Agreed',
    held: 'Held now',
    noneAgreed: 'None agreed',
    explain:
      'The tenant’s money, held. It never pays rent unless you deduct from it with a reason.',
    entries: 'Deposit entries',
    none: 'Nothing collected yet.',
    kinds: { collect: 'Collected', deduct: 'Deducted', refund: 'Refunded' },
    actions: { collect: 'Collect', deduct: 'Deduct', refund: 'Refund' },
    dialog: {
      titles: {
        collect: 'Collect deposit',
        deduct: 'Deduct from deposit',
        refund: 'Refund deposit',
      },
      heldNow: (amount: string) => `Held now: ${amount}`,
      amount: 'Amount',
      amountHint: 'In rupees.',
      upTo: (held: string) => `Up to ${held}, what is held.`,
      date: 'Date',
      method: 'Payment method',
      reference: 'Reference',
      referenceHint: 'UPI transaction ID, cheque number or receipt number',
      reason: 'Reason',
      reasonPlaceholder: 'e.g. Broken cupboard lock',
      overHeld: (held: string) => `Amount cannot be more than the deposit held (${held})`,
      review: 'Review',
      back: 'Back',
      confirmQuestion: {
        collect: (amount: string, method: string, date: string) =>
          `Record ${amount} collected as deposit by ${method} on ${date}?`,
        deduct: (amount: string, reason: string) =>
          `Keep back ${amount} of the deposit for “${reason}”?`,
        refund: (amount: string, method: string, date: string) =>
          `Record ${amount} of the deposit paid back by ${method} on ${date}?`,
      },
      heldAfter: (amount: string) => `Held after this: ${amount}`,
      submit: {
        collect: 'Record collection',
        deduct: 'Record deduction',
        refund: 'Record refund',
      },
      submitting: 'Saving...',
    },
    toasts: {
      recorded: {
        collect: 'Deposit collected',
        deduct: 'Deduction recorded',
        refund: 'Refund recorded',
      },
      failed: 'Failed to record the deposit entry',
    },
  },

  /** A room's electricity meter: readings, and each period's bill shared by days stayed. */
  meter: {
    title: 'Electricity meter',
    explain: (rate: string) =>
      `At ${rate} a unit. Between two readings, the bill is shared by the days each tenant stayed, and each share is added to their account as an electricity charge.`,
    explainNoRate:
      'Between two readings, the bill is shared by the days each tenant stayed, and each share is added to their account.',
    noRate:
      'Set the electricity rate per unit before the second reading: the bill is worked out from it.',
    openSettings: 'Open Settings',
    loading: 'Loading meter readings...',
    loadFailed: 'Failed to load meter readings',
    none: 'No readings yet. Add the meter’s reading today: the next one closes the first period.',
    listLabel: 'Meter readings',
    addLabel: 'Add a meter reading',
    date: 'Date',
    reading: 'Meter reading',
    readingHint: 'Units shown on the meter.',
    lastReading: (reading: string) => `Last reading: ${reading}`,
    orderProblem: (date: string, reading: string) =>
      `A reading must be dated after ${date} and be at least ${reading}, the last reading.`,
    save: 'Save reading',
    saving: 'Saving...',
    added: 'Meter reading saved',
    splitDone: 'Meter reading saved and the bill shared',
    addFailed: 'Failed to save the meter reading',
    readingOn: (date: string) => `Reading of ${date}`,
    readingValue: (reading: string) => `Meter at ${reading}`,
    firstReading: 'The first reading: the next one closes a period.',
    period: (from: string, to: string, days: number) => `${from} to ${to} · ${days} days`,
    units: 'Units',
    rate: 'Rate per unit',
    bill: 'Bill',
    nobodyStayed: 'Nobody stayed in the room in this period, so nobody is charged.',
    sharesCaption: (date: string) => `Shares of the period ending ${date}`,
    tenant: 'Tenant',
    days: 'Days',
    share: 'Share',
    daysOf: (days: number, of: number) => `${days} of ${of}`,
    /** Undoing the last reading, taken or typed wrong. */
    undo: {
      open: 'Undo',
      openLabel: (date: string) => `Undo the reading of ${date}`,
      title: 'Undo this reading?',
      explain:
        'For a reading taken or typed wrong. The meter goes back to the reading before it, and the electricity charges it made are waived with your reason.',
      reason: 'Reason',
      reasonPlaceholder: 'For example: typed 11000 instead of 1100',
      submit: 'Undo reading',
      submitting: 'Undoing...',
      done: 'Reading undone and its charges waived',
      failed: 'Failed to undo the reading',
    },
  },

  /** Moving a tenant out: the dates, the owner's deductions and the settlement. */
  moveOut: {
    title: (name: string) => `Move ${name} out`,
    subtitle: 'The settlement of their deposit and dues, worked out from your house rules.',
    back: 'Back to the tenant',
    loading: 'Loading the tenant...',
    alreadyMovedOut: 'This tenant has already moved out.',
    dates: {
      title: 'Dates',
      noticeDate: 'Notice given on',
      noticeHint: (days: number) => `Your house rules ask for ${days} days’ notice.`,
      vacateDate: 'Leaving on',
      vacateHint: 'The last day in the room. Rent is charged up to it.',
      noticeRequired: 'Enter the day they gave notice.',
      vacateRequired: 'Enter the day they leave.',
      vacateBeforeNotice: 'The leaving date cannot be before the notice date.',
      vacateBeforeJoining: (joined: string) =>
        `The leaving date cannot be before they joined (${joined}).`,
      noticeEnough: (days: number) =>
        `Notice given ${days} ${format.plural(days, { one: 'day', other: 'days' })} ahead: enough.`,
      noticeShort: (days: number, rule: number, ends: string) =>
        `Notice given ${days} ${format.plural(days, { one: 'day', other: 'days' })} ahead, ${rule} asked for: the notice runs to ${ends}, and the days short are charged as rent.`,
    },
    deductions: {
      title: 'Deductions',
      description:
        'Damage, a lost key, anything else kept back from the deposit, each with its reason.',
      none: 'No deductions.',
      listLabel: 'Deductions',
      addLabel: 'Add a deduction',
      reason: 'Reason',
      reasonPlaceholder: 'e.g. Lost room key',
      amount: 'Amount',
      add: 'Add',
      remove: (reason: string) => `Remove the deduction “${reason}”`,
    },
    refund: {
      title: 'Refund',
      description: (days: number) =>
        `How the deposit is paid back. The statement says it is paid within ${days} days.`,
      method: 'Refund paid by',
      reference: 'Reference',
    },
    submit: 'Record move-out',
    submitHint:
      'Records the statement in their account and deposit, frees the bed, marks them inactive and cancels later rents.',
    confirm: {
      title: (name: string) => `Move ${name} out?`,
      leaving: (date: string) =>
        `They leave on ${date}. Their bed is freed and later rents are cancelled.`,
      refund: (amount: string, method: string) =>
        `${amount} of the deposit is recorded as paid back by ${method}.`,
      owed: (amount: string) => `${amount} stays owed by the tenant after the deposit.`,
      settled: 'The deposit covers everything exactly: nothing refunded, nothing owed.',
      final: 'A recorded move-out cannot be undone.',
      confirm: 'Record move-out',
      busy: 'Recording...',
    },
    done: 'Move-out recorded',
    failed: 'Failed to record the move-out',
    statement: {
      title: 'Move-out statement',
      previewTitle: 'Settlement',
      caption: 'Settlement, line by line',
      loading: 'Loading the statement...',
      loadFailed: 'Failed to load the move-out statement',
      needDates: 'Enter the dates to see the statement.',
      updating: 'Updating...',
      failed: 'Failed to work out the statement',
      notFoundTitle: 'No move-out statement',
      notFound: 'No move-out has been recorded for this tenant.',
      item: 'Item',
      amount: 'Amount',
      noLines: 'Nothing owed on rents and charges.',
      deduction: (reason: string) => `Deduction · ${reason}`,
      /** The statement's own lines, as the domain's settleMoveOut words them. */
      lines: {
        vacateMonth: (period: string, days: number) =>
          `Rent · ${period}, ${days} days to the vacate date`,
        notice: (days: number, requiredDays: number) =>
          `Notice short by ${days} days (${requiredDays} days required)`,
        minStay: (months: number, days: number) =>
          `Minimum stay of ${months} months: ${days} days short`,
        exit: 'Exit charge',
      },
      credit: (amount: string) => `− ${amount}`,
      total: 'Total',
      depositHeld: 'Deposit held',
      refund: 'Refund to the tenant',
      owed: 'Still owed by the tenant',
      settled: 'Settled',
      tenant: 'Tenant',
      phone: 'Phone',
      room: 'Room',
      noRoom: '—',
      joined: 'Joined',
      noticeDate: 'Notice given',
      vacateDate: 'Left on',
      recordedOn: (date: string) => `Recorded on ${date}`,
      refundBy: (date: string, method: string, reference: string) =>
        `The refund is to be paid by ${date}, by ${method}${reference ? ` (${reference})` : ''}.`,
      owedNote: 'The amount still owed is to be paid to the PG.',
      ownerSignature: 'Owner’s signature',
      tenantSignature: 'Tenant’s signature',
      print: 'Print / Save as PDF',
      share: 'Share',
      copied: 'Statement copied: paste it into a message',
      shareFailed: 'Failed to share the statement',
    },
  },

  /** The toast that offers to take a payment back. */
  undo: {
    action: 'Undo',
    undoing: 'Undoing...',
    done: 'Payment undone: the rent is unpaid again',
    failed: 'Failed to undo the payment',
  },

  onboarding: {
    title: 'Tenant Onboarding',
    subtitle: 'A new tenant in five short steps',
    startOver: 'Start over',
    startOverConfirm: {
      title: 'Start over?',
      message:
        'Everything entered in this onboarding so far is cleared: number, photo, Aadhaar details and the rest.',
      confirm: 'Start over',
      cancel: 'Keep going',
    },
    stepsLabel: 'Onboarding steps',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    stepDone: (label: string) => `${label} (done)`,
    steps: [
      'Mobile Number Verification',
      'Live Photo Capture',
      'Aadhaar Card Upload',
      'Additional Details',
      'Review & Submit',
    ],
    back: 'Back',
    continue: 'Continue',
    cancel: 'Cancel',
    mobile: {
      intro: "The tenant's own mobile number, to reach them about rent and their stay.",
      label: 'Mobile number',
      hint: '10 digits, without +91',
      invalid: 'Please enter a valid 10-digit mobile number',
      existing: (name: string) =>
        `${name} already has this number in your tenant list. Check it is not the same person before you go on.`,
    },
    camera: {
      preview: 'Camera preview',
      starting: 'Starting camera...',
      capture: 'Capture',
      failed: 'Failed to access camera. Please ensure camera permissions are granted.',
    },
    noImageData: 'Failed to process image: No valid image data.',
    photo: {
      intro: "A clear photo of the tenant's face, taken now or chosen from the phone.",
      take: 'Take Photo',
      upload: 'Upload Photo',
      takeAgain: 'Take Again',
      alt: 'Photo of the new tenant',
      needed: 'Take or upload a photo to continue.',
    },
    aadhaar: {
      intro:
        "Photos of the tenant's Aadhaar card, front and back, or one picture of both. They are read on this device. Only a copy with the first eight digits of the number blacked out is kept.",
      front: 'Front',
      frontHint: 'The side with the photo, or one picture of both sides.',
      back: 'Address side',
      backHint: 'The back, with the address. Not needed when the front picture shows both.',
      upload: 'Upload Aadhaar',
      capture: 'Capture with Camera',
      uploadBack: 'Upload address side',
      captureBack: 'Capture address side',
      processing: 'Processing Aadhaar Card...',
      processingHint: 'Reading the QR code and the text. This takes a few seconds.',
      uploadAgain: 'Upload Again',
      uploadBackAgain: 'Upload the address side again',
      imageAlt: 'The Aadhaar card',
      backImageAlt: 'Address side of the card',
      check: 'Check each field against the card and correct anything read wrongly.',
      name: 'Name',
      number: 'Aadhaar No.',
      numberHint: '12 digits, spaces allowed',
      numberInvalid: 'Aadhaar number must be 12 digits',
      numberUnread: 'The number could not be read. Type it in from the card.',
      numberCheck: 'Check this number',
      numberCheckHint:
        'It does not pass the Aadhaar check digit: a digit may be misread or mistyped.',
      guardian: 'Guardian',
      guardianRelation: 'Relation',
      guardianName: "Guardian's name",
      guardianHint: 'As the address begins: S/O, D/O, W/O or C/O and a name.',
      noRelation: 'None',
      relations: {
        'S/O': 'Son of (S/O)',
        'D/O': 'Daughter of (D/O)',
        'W/O': 'Wife of (W/O)',
        'C/O': 'Care of (C/O)',
      },
      dob: 'Date of birth',
      dobFuture: 'Date of birth cannot be in the future',
      gender: 'Gender',
      chooseGender: 'Choose',
      address: 'Address',
      required: (label: string) => `${label} is required`,
      noImage: 'Please upload an Aadhaar image first.',
      incomplete:
        'Please ensure all Aadhaar details (Name, Aadhaar No., DOB, Gender, Address) are filled before continuing.',
      extracted: 'Aadhaar details extracted successfully!',
      extractedInPart: 'Some Aadhaar details were read. Fill in the ones left blank.',
      notExtracted: 'Could not extract Aadhaar details. Please try again or enter manually.',
      notAadhaar: 'This does not look like an Aadhaar card',
      notAadhaarHint:
        'Nothing on this picture is printed on an Aadhaar card. Try another picture of the card, or type the details in.',
      failed: 'Failed to process Aadhaar image',
      maskedKept: 'A copy with the number masked (XXXX XXXX) will be kept for KYC.',
      maskedNotKept:
        'The number could not be found on this picture to mask it, so no copy of it will be kept. Try a clearer picture to keep one.',
    },
    details: {
      intro: 'Where the tenant will stay, and how to reach someone close to them.',
      stay: 'Room and bed',
      signInForRooms:
        'Your rooms appear here once you are signed in. You will be asked to sign in at the last step.',
      loadingRooms: 'Loading rooms...',
      noRooms: 'There are no rooms yet. Add a room first.',
      joiningDate: 'Joining date',
      contact: 'Contact and work',
      email: 'Email address',
      occupation: 'Occupation',
      emergency: 'Emergency contact',
      emergencyName: 'Contact name',
      emergencyPhone: 'Contact phone',
      emergencyRelation: 'Relation',
      idProof: 'ID proof',
      idProofType: 'ID proof type',
      idProofNumber: 'ID proof number',
      idProofFromStep: 'From the Aadhaar card in step 3.',
    },
    deposit: {
      title: 'Security deposit',
      agreed: 'Agreed deposit',
      agreedHint: 'In rupees. Leave empty if there is none.',
      collectNow: 'Collect the deposit now',
      collectNowHint: 'Record the money handed over today, with how it was paid.',
      collectAmount: 'Amount collected',
      collectAmountHint: (agreed: string) => `The agreed deposit is ${agreed}.`,
      method: 'Payment method',
      reference: 'Reference',
      referenceHint: 'UPI transaction ID, cheque number or receipt number',
      collectedNow: 'Collected now',
      collectedAs: (amount: string, method: string, reference: string) =>
        `${amount} by ${method}${reference ? ` · ${reference}` : ''}`,
      notCollected: 'Not now',
      willRecord: (amount: string, method: string) =>
        `Completing also records ${amount} collected as security deposit, by ${method}, today.`,
    },
    backToTenants: 'Back to Tenants',
    review: {
      intro: 'Check everything once more, then complete the onboarding.',
      edit: 'Edit',
      editSection: (section: string) => `Edit ${section}`,
      mobile: 'Mobile number',
      photo: 'Photo',
      aadhaar: 'Aadhaar details',
      details: 'Additional details',
      room: 'Room',
      bed: 'Bed',
      roomAndBed: (roomNumber: string, floorNumber: number, bedNumber: string) =>
        `Room ${roomNumber} · Floor ${floorNumber} · Bed ${bedNumber}`,
      notChosen: 'Not chosen yet',
      chooseRoom: 'Choose a room and bed in Additional Details before completing.',
      none: '—',
      roomRent: 'The room’s rent',
      complete: 'Complete Onboarding',
      completing: 'Completing...',
      done: 'Tenant onboarding complete!',
      photoFailed:
        'The tenant was added, but the photo could not be saved. Add it from the tenant list.',
      cardFailed:
        'The tenant was added, but the masked copy of the Aadhaar card could not be saved.',
      kycCopies: 'Kept for KYC, number masked',
      kycCopyAlt: (side: string) => `${side}, with the number masked`,
      depositFailed:
        'The tenant was added, but the deposit could not be recorded. Collect it from their page.',
    },
    signIn: {
      title: 'Sign in to complete onboarding',
      description:
        'Everything you entered stays here. Sign in with your owner account, and you come straight back to this review.',
      submit: 'Sign in',
      submitting: 'Signing in...',
    },
  },

  profile: {
    title: 'Profile',
    subtitle: 'Your account and PG details',
    details: {
      title: 'Profile Information',
      name: 'Name',
      email: 'Email address',
      pgName: 'PG name',
      address: 'PG address',
      phone: 'Phone number',
      currentPassword: 'Current password',
      currentPasswordHint: 'Needed to change the email you sign in with',
      submit: 'Save changes',
      submitting: 'Saving...',
      success: 'Profile updated successfully',
      failed: 'Failed to update profile',
    },
    password: {
      title: 'Change Password',
      current: 'Current password',
      new: 'New password',
      newHint: 'At least 8 characters',
      confirm: 'Confirm new password',
      confirmRequired: 'Please confirm the new password',
      submit: 'Update password',
      submitting: 'Updating...',
      success: 'Password updated successfully',
      failed: 'Failed to update password',
    },
    sessions: {
      title: 'Where you are signed in',
      description:
        'Every browser and device signed in to your account. Sign out of any you do not recognise, then change your password.',
      loading: 'Loading your sessions...',
      loadFailed: 'Failed to load where you are signed in',
      retry: 'Try again',
      thisDevice: 'This device',
      browserOn: (browser: string, os: string) => `${browser} on ${os}`,
      unknownBrowser: 'Unknown browser',
      unknownAddress: 'Unknown',
      device: 'Device',
      address: 'Address',
      started: 'Signed in',
      lastUsed: 'Last used',
      deviceTypes: {
        desktop: 'Computer',
        mobile: 'Phone',
        tablet: 'Tablet',
        tv: 'TV',
        bot: 'Automated client',
        unknown: 'Unknown device',
      },
      noOthers: 'No other device is signed in.',
      signOut: 'Sign out',
      signOutOf: (title: string) => `Sign out of ${title}`,
      ended: 'That device has been signed out',
      endFailed: 'Failed to sign that device out',
      everywhere: 'Sign out everywhere',
      everywhereHint: 'Signs out every device, this one included.',
      everywhereTitle: 'Sign out everywhere?',
      everywhereMessage:
        'Every device signed in to your account is signed out at once, this one included. You will need your password to sign in again.',
      everywhereBusy: 'Signing out...',
      everywhereFailed: 'Failed to sign out everywhere. Nobody was signed out.',
    },
    export: {
      title: 'Export my data',
      description:
        'Download your rooms, tenants, rents, payments, charges and deposits as CSV files in one zip file, to keep or to open in a spreadsheet.',
      warning:
        'The file holds your tenants’ full Aadhaar numbers and contact details. Keep it as safely as the originals.',
      submit: 'Export my data',
      submitting: 'Preparing your data...',
      success: 'Your data has been downloaded',
      failed: 'Failed to export your data',
    },
  },

  settings: {
    title: 'Settings',
    subtitle: 'How Nivas works for your PG',
    /** The PG's UPI and the reminders' messages (issue 17). */
    upiReminders: {
      title: 'UPI and reminders',
      description:
        'Where tenants pay by UPI, and the WhatsApp or SMS message that reminds them of a due.',
      upiId: 'UPI ID (VPA)',
      upiIdHint:
        'Like sunrisepg@okhdfcbank. Receipts, reminders and the tenant’s page show its QR code. Leave blank for none.',
      payeeName: 'Payee name',
      payeeNameHint: 'The name UPI apps show the tenant. Leave blank for your PG’s name.',
      remindDaysBefore: 'Remind days before the due date',
      remindDaysBeforeHint: 'From 0 to 30. Overdue dues are always on the reminders list.',
      templateEn: 'Reminder in English',
      templateHi: 'Reminder in Hindi',
      placeholders:
        'Placeholders: {name} {amount} {month} {dueDate} {pgName} {upiLink}. A line whose placeholder is empty (no UPI ID) is left out.',
      save: 'Save UPI and reminders',
      saving: 'Saving...',
    },
    rent: {
      title: 'Rent and dates',
      description:
        'When monthly rents fall due, when they count as overdue, and what a new tenant pays for their first month.',
      dueDay: 'Due day',
      dueDayHint: 'The day of the month monthly rents fall due, from 1 to 28.',
      graceDays: 'Grace days',
      graceDaysHint:
        'Days after the due date before an unpaid rent counts as overdue, from 0 to 30.',
      firstMonth: 'First month',
      firstMonthRules: {
        prorated: {
          label: 'Prorated from the joining day',
          hint: 'A tenant who joins on the 20th pays for the days from the 20th to the month’s end.',
        },
        full: {
          label: 'The full month',
          hint: 'The first month costs the whole monthly rent, whatever the joining day.',
        },
      },
      timeZone: 'Time zone',
      timeZoneHint: (name: string | undefined) =>
        `${name ? `${name}. ` : ''}Today, due dates and overdue are judged in this time zone.`,
      save: 'Save',
      saving: 'Saving...',
    },
    house: {
      title: 'House rules',
      description:
        'The electricity rate room meters are billed at, the late fee, and the rules a move-out is settled by.',
      electricityRate: 'Electricity rate per unit',
      electricityRateHint:
        'Rupees a unit, e.g. 8.5. A room meter’s bill is shared by the days each tenant stayed.',
      lateFee: 'Late fee',
      lateFeeKinds: {
        none: { label: 'None', hint: 'No fee for paying late.' },
        flat: { label: 'Flat fee', hint: 'One fee once a rent is overdue, after the grace days.' },
        perDay: {
          label: 'Per day',
          hint: 'A fee for each day overdue, up to a maximum.',
        },
      },
      flatAmount: 'Fee once overdue',
      perDayAmount: 'Fee per day overdue',
      rupeesHint: 'In rupees.',
      lateFeeMax: 'Maximum late fee',
      lateFeeMaxHint: 'In rupees, for one rent. 0 for no maximum.',
      noticeDays: 'Notice period (days)',
      noticeDaysHint:
        'Days of notice a tenant gives before leaving. Less notice pays rent for the missing days.',
      minStayMonths: 'Minimum stay (months)',
      minStayMonthsHint: 'A shorter stay pays rent up to it. 0 for none.',
      exitCharge: 'Exit charge',
      exitChargeHint: 'A fixed cleaning charge at every move-out, in rupees. 0 for none.',
      depositRefundDays: 'Deposit refunded within (days)',
      depositRefundDaysHint: 'Printed on the move-out statement.',
      save: 'Save',
      saving: 'Saving...',
    },
    identity: {
      title: 'Identity data',
      description:
        'ID numbers, dates of birth, addresses, emergency contacts and photos are stored encrypted. When a tenant leaves (is marked inactive), they are erased after the days you choose here; the name, room and rent history stay.',
      daysLabel: 'Erase identity data N days after a tenant leaves',
      daysHint: 'Days, from 0 to 3650. With 0 it is erased at the next daily check.',
      save: 'Save',
      saving: 'Saving...',
    },
    saved: 'Settings saved',
    saveFailed: 'Failed to save settings',
    loading: 'Loading settings...',
    loadFailed: 'Failed to load settings',
  },

  diagnostics: {
    title: 'Connection Test',
    subtitle: 'Checks that this app can reach the Nivas server.',
    runAgain: 'Run tests again',
    running: 'Testing...',
    backToLogin: 'Back to sign in',
    backToDashboard: 'Back to dashboard',
    backend: {
      title: 'Backend status',
      reachable: 'Reachable',
      unreachable: 'Unreachable',
      checking: 'Checking...',
    },
    endpoints: {
      title: 'API endpoint status',
      /** The request a check sends, as HTTP writes it. */
      request: (path: string) => `GET ${path}`,
      health: 'Health check',
      debug: 'Debug information',
      ok: 'OK',
      failed: 'Failed',
      status: 'Status',
      database: 'Database',
      databaseUp: (kind: string) => `${kind}, reachable`,
      databaseDown: (kind: string) => `${kind}, not reachable`,
      environment: 'Environment',
      version: 'Version',
      uptime: 'Uptime',
      uptimeValue: (seconds: number) => formatDuration(seconds),
    },
    errors: {
      title: 'Errors',
      none: 'No errors. Everything answered.',
      hintsTitle: 'Things to try',
      hints: [
        'Check that the Nivas server is running (npm start) and has not stopped with an error.',
        'Open this page from the same address the server prints when it starts.',
        'If the API runs on another host, add this site to CORS_ORIGINS on the server.',
        'Check the phone or computer is connected to the internet or the local network.',
        'Reload the page after the server is back.',
      ],
      timeout: 'The server took longer than 15 seconds to answer.',
      unexpectedAnswer: 'The server answered, but not in the form this app expects.',
      unknown: 'The check failed for an unknown reason.',
      failedCheck: (what: string) => `${what} failed`,
      offline: 'This device is offline.',
    },
    info: {
      title: 'Connection information',
      apiBaseUrl: 'API base URL',
      origin: 'This site',
      online: 'Browser network',
      onlineYes: 'Online',
      onlineNo: 'Offline',
      responseTime: (what: string) => `${what} response time`,
      milliseconds: (ms: number) => `${Math.round(ms)} ms`,
      notMeasured: 'Not measured',
    },
  },

  errors: {
    pageFailed: 'Something went wrong while opening this page.',
    reload: 'Reload',
    requestTimedOut: 'The server took too long to answer. Please try again.',
    cannotReachServer: 'Cannot reach the server — check your connection',
    /**
     * The words for a failed answer's code (contracts/error-codes.ts), one for every code
     * (i18n.test.ts). The server's English `error` names the field, the room or the limit:
     * where it says more than a fixed text could, English shows it as it is.
     */
    codes: {
      INVALID_INPUT: fromServer(
        'Some of what was sent is not valid. Check the form and try again.',
      ),
      UNAUTHORIZED: fromServer('Not authorized: please sign in again.'),
      INVALID_CREDENTIALS: 'Invalid email or password',
      WRONG_CURRENT_PASSWORD: 'Current password is incorrect',
      CURRENT_PASSWORD_REQUIRED: 'Current password is required to change the email',
      COMMON_PASSWORD: fromServer(
        'This is one of the most common passwords. Choose another: three or four unrelated words make a strong one.',
      ),
      WEAK_PASSWORD: fromServer(
        'This password is too easy to guess. Make it longer: three or four unrelated words, or add uncommon words, numbers and symbols.',
      ),
      EMAIL_TAKEN: 'An account with this email already exists',
      TOO_MANY_ATTEMPTS: 'Too many failed attempts. Please wait a minute and try again.',
      NOT_FOUND: fromServer('Not found: it may have been deleted.'),
      DUPLICATE_ROOM: fromServer('A room with this number already exists'),
      CAPACITY_BELOW_OCCUPANTS: fromServer(
        'The capacity cannot be less than the tenants living in the room.',
      ),
      CAPACITY_BELOW_TAKEN_BED: fromServer(
        'The capacity cannot be less than the highest bed a tenant holds.',
      ),
      ROOM_OCCUPIED: fromServer('This room still has tenants: move them out first.'),
      ROOM_FULL: fromServer('This room is at full capacity'),
      BED_OUT_OF_RANGE: fromServer('This bed number is not in the room'),
      BED_TAKEN: fromServer('This bed is already occupied'),
      DUPLICATE_ID_PROOF: ({ duplicate }: CodeDetails) =>
        duplicate
          ? `${duplicate.name} already has this ID number`
          : 'A tenant with this ID number already exists',
      DUPLICATE_TENANT: ({ duplicate }: CodeDetails) =>
        duplicate
          ? `${duplicate.name} already has this ${duplicate.match === 'phone' ? 'phone number' : 'ID number'}`
          : 'An active tenant already has this phone number',
      LEAVING_DATE_REQUIRED: 'Enter the date the tenant left.',
      BED_REQUIRED: 'Choose a room and a bed: an active tenant needs a bed.',
      DOB_IN_FUTURE: 'Date of birth cannot be in the future',
      INVALID_PHOTO: fromServer('The photo must be a JPEG or PNG image'),
      DUPLICATE_RENT: 'A rent record for this tenant and period already exists',
      RENT_PERIOD_FIXED: 'Tenant, month and year cannot be changed',
      ALREADY_PAID: 'This rent is already paid',
      NOT_POSITIVE: 'Amount must be more than 0',
      OVER_BALANCE: 'Amount cannot be more than the balance still due',
      BELOW_PAID: 'Amount cannot be less than what has already been paid',
      PAYMENT_RECORDED: 'This rent is already paid; recorded payments cannot be undone',
      PAYMENT_VOIDED: 'This payment has already been voided.',
      RENT_HAS_PAYMENTS:
        'This rent has payments recorded against it. Void its payments first, then delete it.',
      RENT_CANCELLED: 'This rent was cancelled when its tenant left',
      CHARGE_HAS_PAYMENTS:
        'This charge has payments recorded against it. Void its payments first, then waive it.',
      CHARGE_WAIVED: 'This charge has already been waived.',
      OVER_DEPOSIT_HELD: 'Amount cannot be more than the deposit held',
      METER_READING_ORDER:
        'A reading must be later than the room’s last one, and not lower than it.',
      NO_ELECTRICITY_RATE:
        'Set the electricity rate in Settings first: the bill is worked out from it.',
      MOVE_BEFORE_READING: fromServer(
        'The date cannot be before a room’s last meter reading: its electricity up to then is already shared.',
      ),
      TENANT_INACTIVE: 'This tenant has already moved out.',
      PAYMENT_DATE_IN_FUTURE:
        'The payment date cannot be in the future: use today or an earlier day.',
      DATE_IN_FUTURE: 'The date cannot be in the future: use today or an earlier day.',
      JOINING_DATE_TOO_FAR: 'The joining date cannot be more than a year from today.',
      PAYLOAD_TOO_LARGE: fromServer('The file is too large: at most 2 MB.'),
      URI_TOO_LONG: fromServer('The address is too long.'),
      UNSUPPORTED_MEDIA_TYPE: fromServer('The server cannot read what was sent.'),
      INTERNAL: fromServer('Something went wrong. Please try again.'),
    } satisfies Record<ErrorCode, CodeText> as Record<ErrorCode, CodeText>,
  },

  /**
   * A form's own check, in this language. English shows the contract's words (the domain's,
   * the same the API answers); another language says it in its own from the issue's kind.
   */
  validation: {
    issue: (issue: FormIssue) => issue.message,
  },

  /** A tenant's language: their reminders, receipts and own link are in it (issue 17). */
  tenantLanguage: {
    label: 'Language of receipts and reminders',
    hint: 'The tenant’s WhatsApp reminders, receipts and own page are written in it.',
    names: { en: 'English', hi: 'Hindi (हिंदी)' },
  },

  /** Receipts of payments: opened, downloaded, sent on WhatsApp (issue 17). */
  receipts: {
    numbered: (receiptNumber: string) => `Receipt ${receiptNumber}`,
    open: 'Receipt',
    openFor: (receiptNumber: string) => `Open receipt ${receiptNumber}`,
    pdf: 'PDF',
    pdfFor: (receiptNumber: string) => `Download receipt ${receiptNumber} as PDF`,
    sendWhatsApp: 'Send receipt on WhatsApp',
    sending: 'Opening WhatsApp...',
    openFailed: 'The receipt could not be opened',
    shareFailed: 'The receipt’s link could not be made',
    recordedTitle: 'Payment recorded',
    recorded: (amount: string, receiptNumber: string) =>
      `${amount} recorded. Receipt ${receiptNumber} is ready.`,
    done: 'Done',
  },

  /** The PG's UPI: payment links, QR codes and the reference check (issue 17). */
  upi: {
    payTitle: 'Pay by UPI',
    qrAlt: (amount: string) => `UPI QR code to pay ${amount}`,
    posterQrAlt: 'UPI QR code of the PG',
    openApp: 'Pay with a UPI app',
    scanHint: 'Scan with any UPI app: the amount is filled in.',
    notSet: 'Add your UPI ID in Settings to show a QR code the tenant can scan.',
    openSettings: 'Open Settings',
    referenceHint: 'For UPI: the 12-digit UPI transaction id (UTR) from the tenant’s app.',
    referenceWarning:
      'This does not look like a UPI transaction id (12 digits). It will be recorded as typed.',
    referenceMissing:
      'No UPI transaction id given (12 digits). You can record it, but it helps to match the bank statement.',
  },

  /** /reminders: who to remind, and one-tap WhatsApp, SMS and call (issue 17). */
  reminders: {
    title: 'Reminders',
    subtitle: 'Dues falling due soon and overdue, oldest first. Send from your own phone.',
    loading: 'Loading reminders...',
    loadFailed: 'Failed to load reminders',
    empty: (days: number) =>
      `Nobody to remind: nothing is overdue and nothing falls due in the next ${days} days.`,
    allReminded: 'Everyone on the list was reminded today.',
    hideReminded: 'Hide tenants reminded today',
    count: (shown: number, total: number) =>
      shown === total ? `${total} to remind` : `${shown} of ${total} shown`,
    oneByOne: 'One by one',
    wholeList: 'Whole list',
    position: (index: number, count: number) => `${index} of ${count}`,
    previous: 'Previous',
    next: 'Next tenant',
    overdueBy: (days: number) => (days === 1 ? '1 day overdue' : `${days} days overdue`),
    dueOn: (date: string) => `Due ${date}`,
    roomBed: (room: string, bed: number | null) =>
      bed === null ? `Room ${room}` : `Room ${room} · Bed ${bed}`,
    language: (name: string) => `Message in ${name}`,
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    call: 'Call',
    sendVia: (channel: string, name: string) => `${channel}: remind ${name}`,
    remindedToday: 'Reminded today',
    lastReminded: (date: string) => `Last reminded ${date}`,
    showQr: 'UPI QR',
    hideQr: 'Hide QR',
    markFailed: 'The reminder was sent, but could not be marked as sent',
  },

  /** The tenant's own link, from the tenant's page (issue 17). */
  tenantLink: {
    title: 'Tenant’s own link',
    description:
      'A private page for the tenant: their dues, payments, receipts and your UPI QR, without signing in.',
    send: 'Send link on WhatsApp',
    sending: 'Opening WhatsApp...',
    copy: 'Copy a new link',
    copied: 'Link copied',
    copyFailed: 'The link could not be copied',
    createFailed: 'The link could not be made',
    revoke: 'Stop sharing',
    revokeTitle: 'Stop sharing this tenant’s links?',
    revokeDescription:
      'Every link sent to this tenant stops working, receipts sent on WhatsApp included. You can send a new one later.',
    revoking: 'Stopping...',
    revoked: (count: number) =>
      count === 1 ? '1 link stopped working' : `${count} links stopped working`,
    revokeFailed: 'The links could not be stopped',
  },

  /** /t/{token}: the tenant's own page, opened without signing in (issue 17). */
  sharedAccount: {
    title: 'Your account',
    loading: 'Loading your account...',
    failed: 'Your account could not be loaded',
    notFoundTitle: 'This link does not work',
    notFound: 'It may have been stopped by your PG, or mistyped. Ask your PG owner for a new link.',
    greeting: (name: string) => `Hello, ${name}`,
    phone: 'Phone',
    room: (room: string, floor: number) => `Room ${room}, floor ${floor}`,
    bed: (bed: number) => `Bed ${bed}`,
    idProof: (type: string, number: string) => `${type} ${number}`,
    totals: { due: 'Due now', overdue: 'Overdue', upcoming: 'Coming up' },
    dues: 'What you owe',
    noDues: 'Nothing is due. Thank you!',
    dueOn: (date: string) => `Due ${date}`,
    paidOf: (paid: string, amount: string) => `${paid} paid of ${amount}`,
    statuses: {
      Pending: 'Due',
      'Partially Paid': 'Part paid',
      Overdue: 'Overdue',
      Paid: 'Paid',
      Cancelled: 'Cancelled',
    },
    payments: 'Payments and receipts',
    noPayments: 'No payments yet.',
    receipt: 'Receipt',
    receiptFor: (receiptNumber: string) => `Receipt ${receiptNumber}`,
    pdf: 'PDF',
    voided: 'Voided',
    payTo: (payee: string) => `Pay ${payee} by UPI`,
    private: 'This page is private to you: do not share the link.',
  },

  /** The printable "Pay rent here" poster with the PG's UPI QR (issue 17). */
  poster: {
    title: 'Pay rent here',
    open: 'Print “Pay rent here” poster',
    print: 'Print poster',
    back: 'Back to Settings',
    scan: 'Scan with any UPI app',
    upiId: (upiId: string) => `UPI ID: ${upiId}`,
    noUpi: 'Add your UPI ID in Settings first: the poster shows its QR code.',
    hint: 'Print it on A4 and put it up on the notice board. Tenants type the amount themselves.',
  },

  /** The four states of a screen that loads data: loading, failed, empty and data. */
  loadState: {
    retry: 'Retry',
    retrying: 'Retrying...',
    httpStatus: (status: number) => `The server answered with error ${status}.`,
    staleSince: (time: string) => `Not updated since ${time} — retrying`,
  },

  /** The phone-first frame: bottom navigation, the More sheet, titles, pull to refresh. */
  shell: {
    bottomNav: 'Sections',
    more: 'More',
    moreTitle: 'More',
    account: 'Account',
    /** The browser tab's title: 'Rent Management · Mehta Residency'. */
    documentTitle: (screen: string, place: string) => `${screen} · ${place}`,
    /** Short names for the bottom bar, where a long one would not fit under its icon. */
    shortLabels: { rentManagement: 'Rents' },
    pullToRefresh: 'Pull to refresh',
    releaseToRefresh: 'Release to refresh',
    refreshing: 'Refreshing...',
    updatedJustNow: 'Updated just now',
    updatedMinutesAgo: (minutes: number) =>
      minutes === 1 ? 'Updated a minute ago' : `Updated ${minutes} minutes ago`,
    updatedAt: (time: string) => `Updated at ${time}`,
    /** An update on an earlier day: the day and time, as format.dateTime writes them. */
    updatedOn: (dateTime: string) => `Updated ${dateTime}`,
    call: (name: string, phone: string) => `Call ${name} on ${phone}`,
  },

  /** The installed app: offline, and a new version (issue 20). */
  pwa: {
    offline: 'Offline',
    offlineDetail:
      'Showing what this phone last loaded. Nothing can be saved until the connection is back.',
    writeRefused: 'You are offline, so this was not saved. Try again when you are back online.',
    offlinePayment: 'You are offline: a payment cannot be recorded until the connection is back.',
    updateReady: 'A new version of Nivas is ready.',
    reload: 'Reload to update',
    later: 'Later',
  },
};

/** A room and a bed, for the bed rule's problems. */
interface BedFacts {
  roomNumber: string;
  floorNumber: number;
  capacity: number;
  bedNumber: number;
}

/** Who a refused new tenant matches (a 409's `duplicate`). */
interface DuplicateMatch {
  name: string;
  match: 'phone' | 'idProof';
}

/** What a failed answer brings beside its code: the server's words, the tenant it matches. */
export interface CodeDetails {
  duplicate?: DuplicateMatch;
  serverText?: string;
}
export type CodeText = string | ((details: CodeDetails) => string);

/** The server's own English words when it sent some, else the fallback. */
function fromServer(fallback: string) {
  return ({ serverText }: CodeDetails) => serverText ?? fallback;
}

/**
 * A form field's failed check, as the form library reports it from zod: its kind, its bounds
 * and the contract's English message.
 */
export interface FormIssue {
  code: string;
  message: string;
  /** What was checked: 'string', 'number', 'date', 'array'… */
  origin?: string;
  /** The type that was expected, for a value of the wrong type. */
  expected?: string;
  /** For a value of the wrong type: whether there was none at all. */
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** For a text of the wrong form: 'email', 'regex', 'uuid'… */
  format?: string;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function formatDuration(totalSeconds: number): string {
  const s = Math.floor(totalSeconds);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${s % 60} s`;
  return `${s} s`;
}

/** The shape every language's catalogue must have: the same keys, texts and text builders. */
export type Catalogue = typeof en;
