import { formatNoteTimestamp, type StudentNoteRecord } from '@portal/contract';
import { authorNameOf, type StudentNote } from '../models/records/student-note.ts';
import { csvCell } from './page-logs-csv.ts';

/** A note as the spec's student note record: `created_by` is its author's username now (a renamed author's notes show their new one). */
export function presentStudentNote(note: StudentNote): StudentNoteRecord {
  return {
    studentnoteUid: note.documentId,
    note: note.note,
    noteType: note.noteType,
    created_by: authorNameOf(note),
    created_date: note.created_date ?? note.createdAt,
    student_userid: note.student_userid ?? '',
    student_username: note.student_username ?? '',
    student: note.student ?? '',
    email_self: note.email_self ?? false,
    email_hrt: note.email_hrt ?? false,
    email_hoy: note.email_hoy ?? false,
    email_wellbeing_group: note.email_wellbeing_group ?? false,
    email_counsellor_staff: note.email_counsellor_staff ?? false,
    email_class_teachers: note.email_class_teachers ?? false,
    email_recipients: Array.isArray(note.email_recipients) ? note.email_recipients : [],
    is_recipients: note.is_recipients ?? false,
    visible_all: note.visible_all ?? false,
    type: note.type ?? 'note',
  };
}

const HEADER = ['Date', 'Student', 'Note Type', 'Note', 'Created By', 'Extra Recipients'];

/**
 * The notes as CSV (RFC 4180, CRLF, a BOM for spreadsheets). Dates read DD-MM-YYYY h:mm A in
 * the school's time zone; every cell goes through csvCell, so a note
 * starting with = + - @ is not run as a formula.
 */
export function studentNotesCsv(notes: readonly StudentNoteRecord[], timeZone: string): string {
  const rows = notes.map((note) => [formatNoteTimestamp(note.created_date, timeZone), note.student, note.noteType, note.note, note.created_by, note.email_recipients.join(', ')]);
  return `\uFEFF${[HEADER, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
