/**
 * The PG's settings as they are today. They are not stored per PG yet, so they are shown
 * read-only. The server is the one that applies them; these values mirror its defaults.
 */
export const pgSettings = {
  /** SPEC §9: rents fall due on the 5th. */
  rentDueDay: 5,
  /** DESIGN.md: `TZ_BUSINESS`, default Asia/Kolkata. */
  businessTimeZone: 'Asia/Kolkata',
} as const;
