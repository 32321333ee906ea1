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

/** How many of a page's former slugs are kept as redirects (the newest). */
export const FORMER_SLUGS_KEPT = 20;

/**
 * A page's former slugs after its slug changes from `current` to `next`: the one it leaves,
 * newest first, so an address shared before the rename still finds the page. The slug it
 * takes is no longer a former one (a page renamed back is found by its own slug).
 */
export function formerSlugsAfterRename(current: string | null | undefined, next: string, former: readonly string[] | null | undefined): string[] {
  const kept = (former ?? []).filter((slug) => typeof slug === 'string' && slug !== '');
  const left = current && current !== next ? [current] : [];
  return [...new Set([...left, ...kept])].filter((slug) => slug !== next).slice(0, FORMER_SLUGS_KEPT);
}
