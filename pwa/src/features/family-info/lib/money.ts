import { formatNumber } from '@/lib/format-number.ts';

/** An amount in Australian dollars as the language shown writes it: $1,234.50 in English. */
export function formatMoney(amount: number): string {
  return formatNumber(amount, { style: 'currency', currency: 'AUD' });
}
