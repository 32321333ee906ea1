import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../pdf/pdf-text.test-helper';
import { goalItems, reflectionTexts, renderLearningVirtuesGoalsPdf } from './render';

const LITERAL = String.raw`\(((?:\\[\s\S]|[^\\)])*)\)`;

const decode = (literal: string) => {
  const raw = Buffer.from(literal.replace(/\\([\s\S])/g, '$1'), 'latin1');
  return raw[0] === 0xfe && raw[1] === 0xff ? raw.subarray(2).swap16().toString('utf16le') : raw.toString('latin1');
};

/** The bookmarks' titles: pdfkit writes each as a literal string outside any compressed stream. */
const bookmarks = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(new RegExp(String.raw`/Title ${LITERAL}`, 'g'))].map((match) => decode(match[1]!));

/** The document's title: the Info dictionary points at it as an object of its own. */
function documentTitle(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const object = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const literal = object && new RegExp(String.raw`\n${object} 0 obj\n${LITERAL}`).exec(text)?.[1];
  return literal ? decode(literal) : undefined;
}

describe('Learning Virtues goals PDF', () => {
  it('is A4 with Noto Sans embedded, titled with the student, and each goal a bookmark', async () => {
    const pdf = await renderLearningVirtuesGoalsPdf(
      {
        student: 'Mia Taylor',
        username: 'student1',
        yearGroup: 9,
        term: 3,
        academicYear: 2026,
        semester: 'Semester 2',
        homeroomTeacher: 'Ms Sharma',
        goals: goalItems(['Hand in every assessment task on time', { goal_area: 'Persistence', goal: 'Attempt every question (even the hard ones)', strategies: 'Worked examples', reflection: 'It helped.' }]),
        reflections: reflectionTexts(['I used a planner.']),
      },
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(documentTitle(pdf)).toBe('Learning Virtues goals: Mia Taylor, Year 9, Term 3 2026');
    expect(bookmarks(pdf)).toEqual([
      'Goal 1: Hand in every assessment task on time',
      'Goal 2: Attempt every question (even the hard ones)',
    ]);
  });

  it('reads goal lists of plain texts or objects, and leaves out what is neither', () => {
    expect(goalItems(['  Read every night ', { area: 'Organisation', goal: 'Keep a planner', strategy: 'Check it on Mondays' }, { note: 'no goal' }, 7, null, ''])).toEqual([
      { area: null, goal: 'Read every night', strategies: null, reflection: null },
      { area: 'Organisation', goal: 'Keep a planner', strategies: 'Check it on Mondays', reflection: null },
      { area: null, goal: '7', strategies: null, reflection: null },
    ]);
    expect(goalItems('not a list')).toEqual([]);
    expect(reflectionTexts(['Went well', { reflection: 'Asked more questions' }, { text: 'Read more' }, {}])).toEqual(['Went well', 'Asked more questions', 'Read more']);
  });

  it('opens with the school\'s masthead and numbers its pages', async () => {
    const goals = goalItems(Array.from({ length: 40 }, (_, n) => ({ goal_area: 'Persistence', goal: `Goal number ${n + 1}: attempt every question`, strategies: 'Worked examples and a planner', reflection: 'It helped.' })));
    const pdf = await renderLearningVirtuesGoalsPdf({ student: 'Mia Taylor', username: 'student1', yearGroup: 9, term: 3, academicYear: 2026, semester: 'Semester 2', homeroomTeacher: null, goals, reflections: [] }, { name: 'Portal Demo School', logo: null });
    const lines = pdfTextLines(pdf);
    expect(lines.slice(0, 4).map((line) => [line.page, line.text])).toEqual([
      [1, 'Portal Demo School'],
      [1, 'Learning Virtues Goals'],
      [1, 'Term 3 2026 (Semester 2)'],
      [1, 'Mia Taylor'],
    ]);
    const pages = Math.max(...lines.map((line) => line.page));
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) expect(lines.filter((line) => line.page === page).at(-1)?.text).toBe(`Page ${page} of ${pages}`);
    expect(lines.filter((line) => line.page === pages).length).toBeGreaterThan(6);
  });
});
