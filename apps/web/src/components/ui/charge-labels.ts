import type { Charge, ChargeKind } from '@nivas/domain';
import { formatDate, t } from '@/i18n';

export const chargeKindLabel = (kind: ChargeKind): string => t.charges.kinds[kind];

/** 'Electricity · 1 Nov 2026': what a charge is for and when it was made. */
export const chargeTitle = (charge: Pick<Charge, 'kind' | 'date'>): string =>
  t.charges.title(chargeKindLabel(charge.kind), formatDate(charge.date));

/** Who owes a charge: the tenant as they are now, else the name stored with it. */
export const chargeTenantName = (charge: Pick<Charge, 'tenantId' | 'tenantInfo'>): string =>
  charge.tenantId?.name ?? (charge.tenantInfo.name.trim() || t.rents.unknownTenant);
