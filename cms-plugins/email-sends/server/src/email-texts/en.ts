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
} as const;

export type EmailTexts = typeof en;
