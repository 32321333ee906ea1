/**
 * Every fixed text of the emails this plugin writes, in English: the language the others are
 * checked against (contract text-catalog: each language has every key and the same
 * `{placeholders}`). The English is what the spec and the tests pin; names, post texts an editor
 * wrote and anything a person typed are values, never texts here.
 */
export const en = {
  // The layout of every email (email-layout/layout.ts): the footer of bulk mail.
  /** The link's words in `unsubscribeLine`. */
  unsubscribeLink: 'Unsubscribe',
  unsubscribeLine: '{unsubscribe} from these emails.',
  unsubscribeText: 'Unsubscribe from these emails: {url}',
  bulkFooterNote: 'You receive this email as a member of the school community.',

  // The bulk sends (email-sending/template.ts).
  digestHeading: 'Weekly Digest',
  remindersHeading: 'Daily Reminders',
  principalHeading: 'Principals Message',
  datedSubject: '{heading}: {date}',
  /** The digest's heading of posts without a category. */
  otherNews: 'Other news',
  readMore: 'Read more',
  /** What a screen reader says of a post's "Read more" link. */
  readMoreLabel: 'Read more: {title}',
  readMoreText: 'Read more: {url}',
  readInPortal: 'Read in the portal',
  readInPortalText: 'Read in the portal: {url}',
  comingUp: 'Coming up',
  seeCalendar: 'See the calendar',
  seeCalendarText: 'See the calendar: {url}',
  /** An event's day with its time, as "Coming up" writes it. */
  eventDayAndTime: '{day}, {time}',
  eventAllDay: '{when} (all day)',
  eventWhereabouts: '{when}, {location}',
  eventText: '{title}: {when}',
  /** A post or event shown in English to a reader of another language: nobody has translated it. */
  notTranslatedYet: 'Not translated yet',
  /** A post or event shown as Amazon Translate wrote it. */
  machineTranslated: 'Machine translated',

  // The daily 'Unverified Absence' email (jobs/unverified-absence-emails.ts).
  unverifiedAbsenceSubject: 'Unverified absence: {name}',
  greeting: 'Dear {name},',
  unverifiedAbsenceCount: {
    one: '{name} has {count} unverified absence this school year.',
    other: '{name} has {count} unverified absences this school year.',
  },
  unverifiedAbsenceIntro:
    '{name} was absent from school on the following day(s) and no reason has been given yet. Please give the reason in the portal:',
  giveTheReason: 'Give the reason',
  /** One day of the list: the day, then the "Give the reason" link. */
  absenceDay: '{day}: {link}',
  absenceDayText: '- {day}: give the reason at {url}',

  // The Connections PDF's email (jobs/connections-pdf-email.ts), after the template's text.
  pdfDownload: 'Download {title} (PDF)',
  pdfDownloadText: 'Download {title} (PDF): {url}',
  pdfLinkOpensUntil: 'The link opens until {date}.',

  // An emergency broadcast emailed to people no device acknowledged (jobs/emergency-alert-emails.ts).
  emergencySubject: 'Emergency: {school}',
  allClearSubject: 'All clear: {school}',
  emergencyIntro: 'The school raised this emergency alert, and no device of yours with alerts on has shown it yet:',
  allClearIntro: 'The school has given the all-clear:',
  seeEmergency: 'See it in the portal',
  seeEmergencyText: 'See it in the portal: {url}',
  /** Why a person who unsubscribed still gets it: safety mail is not the newsletters. */
  safetyMailNote: "You receive this safety message even if you unsubscribed from the school's newsletters.",

  // Permission forms (issue 30): the request to answer one (jobs/form-requests.ts, jobs/form-invitation-email.ts).
  formRequestSubject: 'Form to answer: {title}',
  /** `children`: the child or children's names as a list in the reader's language; `due`: the due day and time at the school. */
  formRequestIntro: 'The school asks you to answer the form "{title}" for {children} by {due}.',
  /** An invitation another carer asked for: their name. */
  formInvitedBy: '{name} asked the school to send you this form.',
  formAnswerInPortal: 'Answer the form in the portal',
  formAnswerInPortalText: 'Answer the form in the portal: {url}',
  /** A signing link (no sign-in) for one child. */
  formAnswerFor: 'Answer for {child}',
  formAnswerForText: 'Answer for {child}: {url}',
  formSigningLinkNote:
    'Each link opens the form without signing in until the due date. It is meant for you alone: please do not forward it.',
  /** Why a person who unsubscribed still gets it: the school needs their answer. */
  formMailNote:
    "You receive this email because the school needs your answer; unsubscribing from the school's newsletters does not stop it.",

  // The reminder of a form still unanswered (jobs/form-reminders.ts), with the same links as the request.
  /** `due`: the due day and time at the school. */
  formReminderSubject: 'Reminder: {title} is due {due}',
  /** `children`: the children this reader still has to answer for, as a list in their language. */
  formReminderIntro: 'The school is still waiting for your answer to the form "{title}" for {children}. It is due {due}.',

  // The signer's receipt (jobs/form-receipt.ts): their proof of what they signed.
  formReceiptSubject: 'Your signed answer: {title}',
  formReceiptIntro: 'The school received your answer to "{title}". This is what you signed:',
  formReceiptFor: 'For {child}',
  /** `name`: as the signer typed it; `time`: when the school's server recorded it, in the school's time zone. */
  formReceiptSigned: 'Signed by {name} on {time}.',
  answerYes: 'Yes',
  answerNo: 'No',
  noAnswer: 'No answer',
  formReceiptAnswerText: '{question}: {answer}',
  formReceiptResponseHash: 'Fingerprint of this answer (SHA-256): {hash}',
  formReceiptChainHead: "Fingerprint of the form's record when you signed (SHA-256): {hash}",
  formReceiptKeep:
    'Keep this email: it is your proof of what you signed. With these fingerprints the school’s records can be checked to show that your answer has not been changed since.',
} as const;

export type EmailTexts = typeof en;
