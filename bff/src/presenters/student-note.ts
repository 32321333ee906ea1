import { formatNoteTimestamp, type StudentNoteRecord, type StudentNoteType } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import { csvCell } from './page-logs-csv.ts';

export type CmsStudentNote = CmsDocument & {
  note: string;
  noteType: StudentNoteType;
  created_by_username: string | null;
  created_date: string | null;
  student_userid: string | null;
  student_username: string | null;
  student: string | null;
  email_self: boolean | null;
  email_hrt: boolean | null;
  email_hoy: boolean | null;
  email_wellbeing_group: boolean | null;
  email_counsellor_staff: boolean | null;
  email_class_teachers: boolean | null;
  email_recipients: string[] | null;
  is_recipients: boolean | null;
  visible_all: boolean | null;
  type: string | null;
  /** Every address the note was emailed to, lower-cased (who may read it besides its author). */
  sent_to: string[] | null;
};

export function presentStudentNote(note: CmsStudentNote): StudentNoteRecord {
  return {
    studentnoteUid: note.documentId,
    note: note.note,
    noteType: note.noteType,
    created_by: note.created_by_username ?? '',
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
