/**
 * Texts of the admin screens from admin-area.md, exactly as written there (typos included).
 * Apart from messages.ts because the reader app imports that one: whatever it holds is in the
 * reader's first script, and these are for admins only (the PWA's reader-bundle check).
 */
export const POST_MESSAGES = {
  title: '*Please enter title.',
  slug: '*Please enter slug.',
  newsletterContent: '*Please enter content html',
  noticeContent: '*Please enter content html.',
  startDate: '*Please select start date.',
  endDate: '*Please select end date.',
  validDate: '*Please select valid date.',
  category: '*Please select one category.',
  image: '*Please select image.',
  sortOrder: '*Please select sort order.',
  deleteConfirm: 'Are you sure you want to permanetly remove this post ?',
  deleted: 'Deleted successfully.',
  newsletterSaved: 'Newsletter saved successfully.',
  noticeSaved: 'Notice saved successfully.',
} as const;

export const HEADER_MESSAGES = {
  caption: '*Please enter caption.',
  deleteConfirm: 'Are you sure you want to permanetly remove this header ?',
  saved: 'Saved successfully.',
  deleted: 'Deleted successfully.',
} as const;

/** The Dashboard tab's emergency broadcasts (a form the spec leaves to us; its texts follow spec 8). */
export const BROADCAST_MESSAGES = {
  saved: 'Saved successfully.',
  cleared: 'The broadcast is cleared: the banner no longer shows it.',
  deleteConfirm: 'Are you sure you want to permanetly remove this broadcast ?',
  deleted: 'Deleted successfully.',
} as const;

export const POST_FILTER_MESSAGES = {
  endMissing: '*Please select publish end date.',
  startMissing: '*Please select publish start date.',
  invalid: '*Please select valid date.',
} as const;
