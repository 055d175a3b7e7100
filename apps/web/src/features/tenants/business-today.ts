import { dateInZone } from '@nivas/domain';
import { pgSettings } from '@/features/settings/pg-settings';

/** Today as the PG owner's calendar has it ('YYYY-MM-DD'), whatever the device's zone. */
export const businessToday = (now = new Date()) => dateInZone(now, pgSettings.businessTimeZone);
