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

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** A file's size as the language shown writes it, in kB below a megabyte ('240 kB', '2.4 MB'; the browser's own unit names). */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return formatNumber(bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return formatNumber(Math.max(1, Math.round(bytes / KILOBYTE)), { style: 'unit', unit: 'kilobyte' });
}
