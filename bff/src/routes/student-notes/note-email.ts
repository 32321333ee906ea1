import { formatNoteTimestamp, type StudentNoteRecord } from '@portal/contract';
import { escapeHtml } from '../connections-pdf-email/pdf-email-body.ts';

/** The email of a note: who wrote it about whom, and the note as typed (plain text, escaped in the HTML part). */
export function noteEmail(note: StudentNoteRecord, author: { firstname: string | null; surname: string | null; username: string }, timeZone: string) {
  const by = [author.firstname, author.surname].filter(Boolean).join(' ') || author.username;
  const when = formatNoteTimestamp(note.created_date, timeZone);
  const subject = `${note.noteType} note for ${note.student}`;
  const text = `${note.noteType} note for ${note.student}, from ${by} (${when}):\n\n${note.note}\n`;
  const paragraphs = note.note
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line) || '&nbsp;'}</p>`)
    .join('');
  const html = `<p><strong>${escapeHtml(note.noteType)} note for ${escapeHtml(note.student)}</strong>, from ${escapeHtml(by)} (${escapeHtml(when)}):</p>${paragraphs}`;
  return { subject, text, html };
}
