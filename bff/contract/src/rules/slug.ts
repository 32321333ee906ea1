/** Spec: a slug derives from the title: trimmed, lower-cased, words joined by hyphens. */
export function slugFromTitle(title: string): string {
  const words = title.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return words.join('-');
}
