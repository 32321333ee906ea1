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

/**
 * The description of a post's picture (issue 27: the spec has no such field, so its words are
 * ours). The CMS's post type holds as many characters (`featured_img_alt`, maxLength 250).
 */
export const PICTURE_DESCRIPTION_MAX = 250;
export const PICTURE_DESCRIPTION_MESSAGES = {
  tooLong: `Shorten the picture description to at most ${PICTURE_DESCRIPTION_MAX} characters: a sentence saying what the picture shows.`,
} as const;

/**
 * Why a publish date was refused. The spec words only '*Please select valid date.' for
 * several mistakes; each reason is said beside it (`withReason`), so a person knows which
 * date is wrong and what to choose instead.
 */
export const DATE_REASONS = {
  startInPast: 'The start must not be before now.',
  endBeforeStart: 'The end must not be before the start.',
  notADate: 'This is not a date and time: choose one in the calendar.',
} as const;

/** A spec message with its reason after it: the spec's exact text stays first and whole. */
export const withReason = (message: string, reason: string): string => `${message} ${reason}`;

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

/** Admin spec 5 and 8: the Subscribed tab (subscribers of the Connections PDF). */
export const SUBSCRIBER_MESSAGES = {
  name: '*Please enter name.',
  email: '*Please enter email.',
  validEmail: '*Please enter valid email.',
  duplicate: '[ERROR] Subscribed user already exist in database',
  saved: 'Saved successfully.',
  deleteConfirm: 'Delete subscribed user',
  deleted: 'Deleted successfully.',
} as const;

/** Admin spec 5 and 8: the Email tab's weekly blurb, exclusion list and test addresses. */
export const WEEKLY_EMAIL_TEXT_MESSAGES = {
  blurb: '*Please enter blurb.',
  blurbSaved: 'Saved successfully.',
  exclusionList: '*Please enter email ids.',
  exclusionListInvalid: '*Please select valid email ids.',
  listSaved: 'List Saved successfully.',
  testAddress: '*Please enter email id.',
  testAddressInvalid: '*Please enter valid email id.',
  testAddressSaved: 'Test address saved successfully',
  /** The spec keeps test addresses on the weekly email text record, so one must exist first (its text is ours). */
  testAddressNeedsRecord: 'Save the blurb or the exclusion list first: test addresses are kept with them.',
  nothingToSave: 'There is nothing to save.',
} as const;

/** Admin spec 5 and 8: the LV Goals PDFs tab (Learning Virtues goals PDF requests). */
export const LEARNING_VIRTUES_GOALS_MESSAGES = {
  username: '*Please enter valid value',
  requested: 'Your request to generate the PDF Reports is under process. You can check below list to know the status.',
  /** The spec shows no text for these; ours say what to do. */
  year: (last: number) => `Please choose a year from 2021 to ${last}.`,
  term: 'Please choose a term from 1 to 4.',
  studentYear: 'Please choose the students: Year 7 to Year 12, or an individual student (13).',
  usernameOnlyForIndividual: 'A student username is only given for an Individual Student request.',
  unknownStudent: (username: string) => `No student with the username ${username} at your campus.`,
  removeConfirm: 'Remove this request and its PDFs?',
  removed: 'Deleted successfully.',
  stillPending: 'This request is still being worked on: it can be removed once it is Complete.',
  noPdfs: 'This request has no PDFs to download.',
  notComplete: 'The PDFs can be downloaded once the request is Complete.',
} as const;

/** Admin spec 2, 5 and 8: the Connections PDF under the Subscribed tab, its email template and its sending. */
export const CONNECTIONS_PDF_MESSAGES = {
  subject: '*Please enter subject.',
  emailText: '*Please enter email text.',
  sendTo: '*Please select email.',
  noRecipients: 'Please select atleast one subscriber email id to send email',
  sent: '[SUCCESS] Email sent successfully',
  templateSaved: 'Saved successfully.',
  deleteConfirm: 'Delete PDF',
  deleted: 'Deleted successfully.',
  /** The spec words no notice for Generate; the list shows the progress, and this says so. */
  generating: 'The PDF is being generated: the list below shows when it is Completed.',
  alreadyEmailed: 'This PDF has already been emailed: it cannot be sent again.',
  notCompleted: 'Only a Completed PDF can be emailed.',
  notSubscribers: (addresses: readonly string[]) => `Not subscribers of your campus: ${addresses.join(', ')}.`,
} as const;

/** Admin spec 5 "Email logs filter": Sent Date From and Sent Date To. */
export const EMAIL_LOG_FILTER_MESSAGES = {
  endMissing: '*Please select end date.',
  startMissing: '*Please select start date.',
  invalid: '*Please select valid date.',
} as const;
/** Admin spec 8 "Send emails" (the texts the spec leaves open are ours). */
export const EMAIL_SENDING_MESSAGES = {
  emptyQueue: 'No any user was in queue',
  sent: 'Emails sent successfully',
  type: 'Please choose Weekly, Daily or Principal.',
  recipientRequired: 'Please select a test address.',
  recipientNotSaved: 'The test address is not one of the saved test addresses.',
  exceptForInvalid: '*Please select valid email ids.',
} as const;

/** Admin spec 8: the sent-emails notification lasts a day. */
export const EMAIL_SENDING_TOAST_MS = 86_400_000;

/** Admin spec 2, 5 and 8: the Places tab and the Place editor. */
export const PLACE_ADMIN_MESSAGES = {
  placeId: '*Please enter only numeric value.',
  place: '*Please enter place.',
  slug: '*Please enter slug.',
  description: '*Please enter description.',
  intendedAudience: '*Please enter intended audience.',
  editors: '*Please enter editors.',
  /** The spec asks for usernames separated by commas without spaces; this text is ours. */
  editorsFormat: '*Please enter editors separated by commas, without spaces.',
  /** Editors are people of the place's campus (reader spec 1: identified by username); this text is ours. */
  unknownEditors: (usernames: readonly string[]) =>
    usernames.length === 1 ? `*No one at your campus has the username ${usernames[0]}.` : `*No one at your campus has the usernames ${usernames.join(', ')}.`,
  saved: 'Place saved successfully.',
  deleteTitle: 'Delete Place',
  deleteConfirm: 'Are you sure you want to delete this place and its pages?',
  deleted: 'Place deleted successfully.',
  selectPlace: 'Select Place',
  selectPageType: 'Select Page Type',
  slugTaken: 'Another place already has this slug: choose another place name.',
  unknownKla: 'The chosen key learning area does not exist.',
} as const;

/** Admin spec 2, 5 and 8: the Page editor (CREATE PAGE) and the Pages table. */
export const PAGE_ADMIN_MESSAGES = {
  heading: 'CREATE PAGE',
  place: '*Please select place.',
  pagetype: '*Please select page type.',
  title: '*Please enter page title.',
  content: '*Please enter content.',
  driveFolder: '*Please enter Google Drive folder ID.',
  description: '*Please enter description.',
  saved: 'Page saved successfully.',
  deleteTitle: 'Delete Page',
  deleteConfirm: 'Are you sure you want to delete this page?',
  deleted: 'Page deleted successfully.',
  unknownPlace: 'The chosen place does not exist.',
  unknownPagetype: 'The chosen page type does not exist.',
} as const;

/** The web logs' date filter (admin area 14). */
export const WEB_LOG_FILTER_MESSAGES = {
  toMissing: '*Please select To Date.',
  fromMissing: '*Please select From Date.',
  invalid: '*Please select valid date.',
} as const;
