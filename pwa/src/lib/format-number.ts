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
