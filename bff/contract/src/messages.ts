/** Every user-facing text from the two spec files, exactly as written there (typos included). */
export const EMPTY = {
  noRecords: 'No records found!',
  noRecordsChart: 'No records found',
  noDataYet: 'No data yet!',
} as const;

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
} as const;

export const POST_FILTER_MESSAGES = {
  endMissing: '*Please select publish end date.',
  startMissing: '*Please select publish start date.',
  invalid: '*Please select valid date.',
} as const;

export const WEB_LOG_FILTER_MESSAGES = {
  toMissing: '*Please select To Date.',
  fromMissing: '*Please select From Date.',
  invalid: '*Please select valid date.',
} as const;

const sizeText = (bytes: number) => (bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : bytes >= 1000 ? `${bytes / 1000} kB` : `${bytes} bytes`);

/** Messages the BFF itself answers with where the spec names none. */
export const API_MESSAGES = {
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this.',
  notFound: 'No records found!',
  invalidInput: 'The request was not valid.',
  unknownQueryKey: (key: string) => `Unknown query parameter: ${key}`,
  markIdReused: 'This mark id was already used for something else.',
  visitIdReused: 'This visit id was already used for something else.',
  cmsUnavailable: 'The content service is not available right now. Please try again shortly.',
  cmsTimeout: 'The content service took too long to answer. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: (seconds: number) => `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  bodyTooLarge: (maxBytes: number) => `The request body is too large: at most ${sizeText(maxBytes)}.`,
  bodyWrongType: (type: string) => `Send the request body with Content-Type: ${type}.`,
  bodyInvalidJson: 'The request body is not valid JSON.',
  bodyMissing: 'This request needs a JSON body.',
  calendarRangeTooLong: (maxDays: number) => `Choose a calendar range of at most ${maxDays} days.`,
} as const;

/** Messages of the administration calls where the spec names none (apart, so the reader bundle leaves them out). */
export const ADMIN_API_MESSAGES = {
  unknownGroup: 'One of the chosen groups does not exist.',
  clientIdReused: 'This client id was already used for something else.',
  broadcastMessage: 'Please enter the broadcast message.',
  auditFailed: (what: string) => `The ${what} was not saved: the audit trail could not be written. Please try again.`,
  auditFailedAfterDelete: 'The audit trail recorded this delete, but the delete itself failed. Please try again.',
  linkExpired: 'This link has expired or is not valid. Please open the list again.',
} as const;
