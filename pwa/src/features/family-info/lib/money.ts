const DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** An amount as an Australian family reads it: $1,234.50. */
export function formatMoney(amount: number): string {
  return DOLLARS.format(amount);
}
