import { format } from './helpers';

/** Dues beside rent: charges, the deposit, and moving out. */

/** Dues other than rent: electricity shares, mess, late fees and the rest. */
export const charges = {
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
};

/** A tenant's security deposit: what was agreed, collected, kept back and paid back. */
export const deposit = {
  section: 'Security deposit',
  agreed: 'Agreed',
  held: 'Held now',
  noneAgreed: 'None agreed',
  explain: 'The tenant’s money, held. It never pays rent unless you deduct from it with a reason.',
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
};

/** Moving a tenant out: the dates, the owner's deductions and the settlement. */
export const moveOut = {
  title: (name: string) => `Move ${name} out`,
  subtitle: 'The settlement of their deposit and dues, worked out from your house rules.',
  back: 'Back to the tenant',
  backToMoveOut: 'Back to the move-out',
  loading: 'Loading the tenant...',
  alreadyMovedOut: 'This tenant has already moved out.',
  monthsWithoutRent: {
    title: (count: number) =>
      `${count} ${format.plural(count, { one: 'month', other: 'months' })} with no rent recorded`,
    description: (count: number): string =>
      count === 1
        ? 'The statement does not charge it. If the tenant owes it, add its rent before recording the move-out.'
        : 'The statement does not charge them. If the tenant owes a month, add its rent before recording the move-out.',
    add: (month: string) => `Add ${month}’s rent`,
  },
  dates: {
    title: 'Dates',
    noticeDate: 'Notice given on',
    noticeHint: (days: number) => `Your house rules ask for ${days} days’ notice.`,
    vacateDate: 'Leaving on',
    vacateHint: 'The last day in the room. Rent is charged up to it.',
    vacateAheadHint:
      'A day still to come: the statement shows what leaving then would cost, as a preview.',
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
  recordFrom: (date: string) =>
    `A later leaving is only a preview: a move-out is recorded on the day the tenant leaves, or after it (from ${date}).`,
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
      paidAhead: (what: string) => `${what} · paid ahead`,
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
};
