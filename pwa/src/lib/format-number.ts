import { formatLocale } from './interface-language.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** A number as the language shown writes it ('1,234', Vietnamese '1.234', Arabic with the school's digits). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = formatLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format.format(value);
}

/** A percentage given as 0–100 ('97.7%', '12.25%'; Arabic with its percent sign), its decimals as given up to two. */
export function formatPercent(value: number): string {
  return formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
}
