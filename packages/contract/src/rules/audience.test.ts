import { describe, expect, it } from 'vitest';
import { audienceKindOf, canRead } from './audience.ts';

const carer = { kind: audienceKindOf('affiliate'), groupNames: ['Year 9'] };
const student = { kind: audienceKindOf('student'), groupNames: ['Year 9'] };
const staff = { kind: audienceKindOf('faculty'), groupNames: [] };

describe('canRead', () => {
  it('lets everyone read a post with no user types and no groups', () => {
    const post = { user_types: [], group_names: [], for_carer_only: false };
    expect([carer, student, staff].map((reader) => canRead(reader, post))).toEqual([true, true, true]);
  });
  it('keeps a staff-only post from carers and students', () => {
    const post = { user_types: ['staff'] as const, group_names: [], for_carer_only: false };
    expect(canRead(carer, post)).toBe(false);
    expect(canRead(student, post)).toBe(false);
    expect(canRead(staff, post)).toBe(true);
  });
  it('hides a post excluding students from students only', () => {
    const post = { user_types: [], group_names: [], for_carer_only: true };
    expect(canRead(student, post)).toBe(false);
    expect(canRead(carer, post)).toBe(true);
  });
  it('shows a group post only to members of one of its groups', () => {
    const post = { user_types: [], group_names: ['Year 9', 'Year 10'], for_carer_only: false };
    expect(canRead(carer, post)).toBe(true);
    expect(canRead(staff, post)).toBe(false);
  });
});
