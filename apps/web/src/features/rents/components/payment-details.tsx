import { formatInr, type Rent } from '@nivas/domain';
import { formatDate, t } from '@/i18n';

/** The Payment Details column: when and how a paid rent was paid (SPEC §2). */
export function PaymentDetails({ rent }: { rent: Rent }) {
  if (rent.isPaid && rent.paymentDate) {
    const method = rent.paymentMethod ? t.rents.paymentMethods[rent.paymentMethod] : '';
    return (
      <span className="text-slate-700">
        {method
          ? t.rents.paymentDetails(formatDate(rent.paymentDate), method)
          : formatDate(rent.paymentDate)}
      </span>
    );
  }
  if (rent.status === 'Cancelled') {
    return <span className="text-slate-500">{t.rents.cancelledNote}</span>;
  }
  if (rent.amountPaid > 0) {
    return <span className="text-amber-700">{t.rents.partlyPaid(formatInr(rent.amountPaid))}</span>;
  }
  return <span className="text-slate-400">{t.rents.notPaid}</span>;
}
