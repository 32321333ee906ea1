/*
 * Apart from messages.ts, whose texts the reader's screens show: these are the BFF's own
 * answers, and the reader's first script must not carry them (the PWA's reader-bundle check).
 */
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
  databaseUnavailable: 'The portal cannot reach its records right now. Please try again in a minute.',
  databaseUnavailableForWrite: 'Nothing was saved: the portal cannot reach its records right now. Please try again in a minute.',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: (seconds: number) => `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  bodyTooLarge: (maxBytes: number) => `The request body is too large: at most ${sizeText(maxBytes)}.`,
  bodyWrongType: (type: string) => `Send the request body with Content-Type: ${type}.`,
  bodyInvalidJson: 'The request body is not valid JSON.',
  bodyMissing: 'This request needs a JSON body.',
  calendarRangeTooLong: (maxDays: number) => `Choose a calendar range of at most ${maxDays} days.`,
} as const;

/** Messages of the administration calls where the spec names none. */
export const ADMIN_API_MESSAGES = {
  unknownGroup: 'One of the chosen groups does not exist.',
  clientIdReused: 'This client id was already used for something else.',
  broadcastMessage: 'Please enter the broadcast message.',
  /** The write and its audit entry are one transaction in the CMS: neither was stored. */
  auditFailed: (what: string, action: 'create' | 'update' | 'delete') =>
    `The ${what} was not ${action === 'delete' ? 'deleted' : 'saved'}: the audit trail could not be written. Please try again.`,
  linkExpired: 'This link has expired or is not valid. Please open the list again.',
  connectionsPdfNotReady: 'This PDF is not ready to download yet.',
  connectionsPdfStillGenerating: 'This PDF is still being generated: it can be deleted once it is completed or has failed.',
} as const;
