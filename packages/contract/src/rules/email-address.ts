/**
 * Admin spec 5's "standard address pattern": a local part, an @ and a domain with a dot, no
 * spaces (the HTML email input's rule, with a dotted domain, since mail leaves the school).
 */
const EMAIL_ADDRESS = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL_ADDRESS.test(text);
}

/** Admin spec 5 "Exclusion list": entries separated by commas or new lines, empty ones ignored. */
export function emailListEntries(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
