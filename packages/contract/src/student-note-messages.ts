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
  offlineHint: 'You are offline: notes can be sent and exported again once you are back online.',
} as const;
