import { describe, expect, it } from 'vitest';
import { buildFormMatrix } from '../testing/records.ts';
import { addressOfMatrixFilter, groupsOf, matrixFilterFromAddress, pendingRowsOf, yearsOf } from './answers-matrix.ts';

const { rows } = buildFormMatrix();

describe("the answers matrix's filter in the address", () => {
  it('reads the year, group and status, leaving out a value the call would refuse', () => {
    expect(matrixFilterFromAddress(new URLSearchParams('year=9&group=Chess%20club&status=opened'))).toEqual({
      year: 9,
      group: 'Chess club',
      status: 'opened',
    });
    expect(matrixFilterFromAddress(new URLSearchParams('year=nine&group=&status=lost'))).toEqual({});
  });

  it('writes a filter, dropping the filters cleared and keeping what else the address holds', () => {
    const current = new URLSearchParams('tab=answers&year=9&status=opened');
    expect(addressOfMatrixFilter(current, { year: 10, group: '9 Science' }).toString()).toBe(
      'tab=answers&year=10&group=9+Science',
    );
  });
});

describe("the answers matrix's rows", () => {
  it("offers the students' years and groups, each once, in order", () => {
    expect(yearsOf(rows)).toEqual([9, 10]);
    expect(groupsOf(rows)).toEqual(['9 Science', 'Chess club']);
  });

  it('counts a student pending until any one signer answered, or every signer on an "every carer" form', () => {
    // Mia: one of two carers signed; Noah: his carer only opened it; Ava: a paper answer.
    expect(pendingRowsOf(rows, 'any_carer')).toBe(1);
    expect(pendingRowsOf(rows, 'student')).toBe(1);
    expect(pendingRowsOf(rows, 'every_carer')).toBe(2);
    expect(pendingRowsOf([{ ...rows[0]!, signers: [] }], 'every_carer')).toBe(1);
  });
});
