import {
  DEFAULT_ARABIC_DIGITS,
  formatNoteTimestamp,
  formatSchoolTime,
  formattingLocale,
  markup,
  textsIn,
  type ArabicDigits,
  type Language,
  type StudentNoteRecord,
} from '@portal/contract';
import { escapeHtml } from '../connections-pdf-email/pdf-email-body.ts';
import { NOTE_EMAIL_TEXTS } from './note-email-texts.ts';

/**
 * The email of a note in its reader's language: who wrote which kind of note about whom, and the
 * note as typed (plain text, escaped in the HTML part). English keeps the notes list's timestamp
 * (DD-MM-YYYY h:mm AM), as before languages; the others write it in their own way (Intl).
 */
export function noteEmail(
  note: StudentNoteRecord,
  author: { firstname: string | null; surname: string | null; username: string },
  timeZone: string,
  language: Language = 'en',
  arabicDigits: ArabicDigits = DEFAULT_ARABIC_DIGITS,
) {
  const words = textsIn(NOTE_EMAIL_TEXTS, language, formattingLocale(language, arabicDigits));
  const by = [author.firstname, author.surname].filter(Boolean).join(' ') || author.username;
  const when =
    language === 'en'
      ? formatNoteTimestamp(note.created_date, timeZone)
      : formatSchoolTime(
          new Date(note.created_date),
          timeZone,
          { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
          words.locale,
        );
  const noteFor = words('noteFor', { type: words(note.noteType), student: note.student });
  const subject = noteFor;
  const text = `${words('noteFrom', { noteFor, author: by, when })}\n\n${note.note}\n`;
  const paragraphs = note.note
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line) || '&nbsp;'}</p>`)
    .join('');
  const html = `<p>${words.html('noteFrom', { noteFor: markup(`<strong>${escapeHtml(noteFor)}</strong>`), author: by, when })}</p>${paragraphs}`;
  return { subject, text, html };
}
