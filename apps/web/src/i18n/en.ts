/**
 * Every text a person can see, in English. SPEC.md's wording is quoted exactly where it gives
 * one. A Hindi catalogue is planned: it must have the same shape (`Catalogue`), so no screen
 * holds a text of its own.
 */
export const en = {
  app: {
    name: 'Nivas',
    tagline: 'Rooms, tenants and rent for your PG',
    loading: 'Loading...',
    notifications: 'Notifications',
    skipToContent: 'Skip to main content',
  },

  nav: {
    main: 'Main',
    dashboard: 'Dashboard',
    rooms: 'Rooms',
    tenants: 'Tenants',
    rentManagement: 'Rent Management',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    profileMenu: 'Account menu',
    profile: 'Profile',
    settings: 'Settings',
    signOut: 'Sign out',
  },

  form: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    required: 'required',
  },

  auth: {
    login: {
      title: 'Welcome Back',
      subtitle: 'Sign in to manage your PG',
      email: 'Email address',
      password: 'Password',
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
    pleaseLogin: 'Please login first',
    connectionTestLink: 'Having trouble connecting?',
  },

  dashboard: {
    title: 'Dashboard',
    welcome: (name: string) => `Welcome back, ${name}`,
    pgLabel: 'Your PG',
  },

  rooms: {
    title: 'Rooms',
    addTitle: 'Add Room',
    editTitle: 'Edit Room',
    detailsTitle: 'Room Details',
  },

  tenants: {
    title: 'Tenants',
    addTitle: 'Add New Tenant',
    editTitle: 'Edit Tenant',
  },

  rents: {
    title: 'Rent Records',
    addTitle: 'Add New Rent Record',
    editTitle: 'Edit Rent Record',
  },

  rentManagement: {
    title: 'Rent Management',
  },

  onboarding: {
    title: 'Tenant Onboarding',
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
  },

  settings: {
    title: 'Settings',
    subtitle: 'How Nivas works for your PG',
    fixedNote: 'These settings are fixed for now. Changing them will come in a later version.',
    rentDueDay: 'Rent due day',
    rentDueDayValue: (day: number) => `The ${ordinal(day)} of every month`,
    timeZone: 'Business time zone',
    timeZoneValue: (zone: string) => `${zone} (India Standard Time)`,
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
  },
};

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
