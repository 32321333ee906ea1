import { describe, expect, it } from 'vitest';
import { formatAdminEditorDate } from './admin-date-format.ts';

describe('formatAdminEditorDate', () => {
  it("writes 'MMMM d, yyyy h:mm aa' at the school, whatever the server's zone", () => {
    expect(formatAdminEditorDate('2026-11-24T23:30:00.000Z', 'Australia/Sydney')).toBe('November 25, 2026 10:30 AM');
    expect(formatAdminEditorDate('2026-06-01T08:30:00.000Z', 'Australia/Sydney')).toBe('June 1, 2026 6:30 PM');
    expect(formatAdminEditorDate('2026-06-01T14:00:00.000Z', 'Australia/Sydney')).toBe('June 2, 2026 12:00 AM');
  });
  it('shows the publish words and anything unreadable as they are, and no date as nothing', () => {
    expect(formatAdminEditorDate('UNPUBLISHED', 'Australia/Sydney')).toBe('UNPUBLISHED');
    expect(formatAdminEditorDate('INDEFINITE', 'Australia/Sydney')).toBe('INDEFINITE');
    expect(formatAdminEditorDate('soon', 'Australia/Sydney')).toBe('soon');
    expect(formatAdminEditorDate(null, 'Australia/Sydney')).toBe('');
  });
});
