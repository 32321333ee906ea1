import { describe, expect, it } from 'vitest';
import { STUDENT_NOTE_MESSAGES as M } from '../student-note-messages.ts';
import { extraRecipientsText, formatNoteTimestamp, sendStudentNoteInput } from './student-note.ts';

describe('student notes rules', () => {
  it('dates a note DD-MM-YYYY h:mm A', () => {
    expect(formatNoteTimestamp(new Date('2026-11-06T04:05:00Z'), 'Australia/Sydney')).toBe('06-11-2026 3:05 PM');
    expect(formatNoteTimestamp(new Date('2026-01-30T13:00:00Z'), 'Australia/Sydney')).toBe('31-01-2026 12:00 AM');
    expect(formatNoteTimestamp(new Date('2026-01-31T01:30:00Z'), 'Australia/Sydney')).toBe('31-01-2026 12:30 PM');
    expect(formatNoteTimestamp('not a date', 'Australia/Sydney')).toBe('');
  });

  it("reads extra recipients as a comma-separated list, each an address, else 'Please enter valid email '", () => {
    expect(extraRecipientsText.parse(' a@example.org,b@example.org , ')).toEqual(['a@example.org', 'b@example.org']);
    expect(extraRecipientsText.parse('')).toEqual([]);
    const bad = extraRecipientsText.safeParse('a@example.org, b@example');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please enter valid email ');
  });

  it("requires the note's text ('Required') and one of the spec's types", () => {
    const empty = sendStudentNoteInput.safeParse({ notesData: { student_userid: 'abcdefghij1234', noteType: 'General', note: ' ' } });
    expect(empty.error?.issues[0]?.message).toBe(M.required);
    expect(sendStudentNoteInput.safeParse({ notesData: { student_userid: 'abcdefghij1234', noteType: 'Praise', note: 'x' } }).success).toBe(false);
    expect(sendStudentNoteInput.parse({ notesData: { student_userid: 'abcdefghij1234', noteType: 'Uniform', note: 'x' } })).toMatchObject({
      notesData: { email_hrt: false, email_recipients: [] },
      sortData: { sort_by: 'created_date', sort_order: 'desc' },
    });
  });
});
