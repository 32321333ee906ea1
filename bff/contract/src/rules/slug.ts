/**
 * Spec: a slug derives from the title: trimmed, lower-cased, words joined by hyphens.
 * Punctuation is not a word (as the demo seed's slugs are made), so a slug stays readable in
 * an address and a title of punctuation alone gives none ('*Please enter slug.').
 */
export function slugFromTitle(title: string): string {
  const words = title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.join('-');
}
