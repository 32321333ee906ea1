import { describe, expect, it } from 'vitest';
import { emailListEntries, isEmailAddress } from './email-address.ts';
import { exclusionList, exclusionListOf } from '../schemas/weekly-email-text.ts';
import { WEEKLY_EMAIL_TEXT_MESSAGES } from '../admin-messages.ts';

describe('email addresses (admin spec 5)', () => {
  it('takes a local part, an @ and a dotted domain, without spaces', () => {
    expect(['jo@example.com', 'jo.o+news@mail.example.edu.au', "o'brien@example.org"].every(isEmailAddress)).toBe(true);
    expect(['jo@example', 'jo example@example.com', '@example.com', 'jo@', 'jo@@example.com', 'jo@-example.com'].some(isEmailAddress)).toBe(false);
  });

  it('splits a list on commas and new lines, leaving out empty entries', () => {
    expect(emailListEntries(' a@example.com,b@example.com\r\n\n, c@example.com ,')).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it("parses an exclusion list lower-cased with each address once, and names the spec's messages", () => {
    expect(exclusionListOf('A@Example.com\na@example.com, b@example.com')).toEqual(['a@example.com', 'b@example.com']);
    expect(exclusionList.safeParse(' ,\n ').error?.issues[0]?.message).toBe(WEEKLY_EMAIL_TEXT_MESSAGES.exclusionList);
    expect(exclusionList.safeParse('a@example.com, b').error?.issues[0]?.message).toBe(WEEKLY_EMAIL_TEXT_MESSAGES.exclusionListInvalid);
  });
});
