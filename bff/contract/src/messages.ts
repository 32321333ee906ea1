/**
 * Every user-facing text from the two spec files, exactly as written there (typos included).
 * The admin screens' own texts are in admin-messages.ts, out of the reader's first script.
 */
export const EMPTY = {
  noRecords: 'No records found!',
  noRecordsChart: 'No records found',
  noDataYet: 'No data yet!',
} as const;

export const WEB_LOG_FILTER_MESSAGES = {
  toMissing: '*Please select To Date.',
  fromMissing: '*Please select From Date.',
  invalid: '*Please select valid date.',
} as const;

/** Reader spec 2.6 and 2.7: the student notes' texts ('Please enter valid email ' keeps the spec's trailing space). */
export const STUDENT_NOTE_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Please enter valid email ',
  sent: 'Message sent/saved successfully!',
  modalTitle: (student: string) => `Create new note for ${student}`,
  tooLong: 'Please keep the note under 5000 characters.',
  tooManyRecipients: 'Please enter at most 20 extra recipients.',
  notEditable: 'Notes cannot be edited once saved and sent.',
  notAllSent: 'The note was saved, but not every email could be sent. The school office can resend it.',
} as const;
