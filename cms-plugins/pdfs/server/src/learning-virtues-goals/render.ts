import { BRAND, renderFlowingPdf } from '@portal/pdf-document';
import type { PdfSchool } from '../pdf/school';

/** One goal as a goal record may hold it: the text alone, or with its area, strategies and reflection. */
export interface GoalItem {
  area: string | null;
  goal: string;
  strategies: string | null;
  reflection: string | null;
}

export interface StudentGoalsSheet {
  student: string;
  username: string;
  /** 7 to 12; null when the school system has none for the student. */
  yearGroup: number | null;
  term: number;
  academicYear: number;
  /** The semester the term falls in, which the goal records are kept by. */
  semester: string;
  homeroomTeacher: string | null;
  goals: GoalItem[];
  reflections: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

/**
 * A goal record's `goal_list` as goals. The school system's export holds either plain texts (the
 * seed's) or objects naming the goal with its area, strategies and reflection; anything else is
 * left out rather than printed as "[object Object]".
 */
export function goalItems(list: unknown): GoalItem[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): GoalItem[] => {
    const plain = text(entry);
    if (plain) return [{ area: null, goal: plain, strategies: null, reflection: null }];
    if (typeof entry !== 'object' || entry === null) return [];
    const fields = entry as Record<string, unknown>;
    const goal = text(fields.goal) ?? text(fields.text) ?? text(fields.title);
    if (!goal) return [];
    return [{ area: text(fields.area) ?? text(fields.goal_area), goal, strategies: text(fields.strategies) ?? text(fields.strategy), reflection: text(fields.reflection) }];
  });
}

/** A goal record's `reflection_list` as texts (plain, or objects with a reflection or text). */
export function reflectionTexts(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const plain = text(entry) ?? (typeof entry === 'object' && entry !== null ? (text((entry as Record<string, unknown>).reflection) ?? text((entry as Record<string, unknown>).text)) : null);
    return plain ? [plain] : [];
  });
}

export const sheetTitle = (sheet: Pick<StudentGoalsSheet, 'student' | 'yearGroup' | 'term' | 'academicYear'>) =>
  `Learning Virtues goals: ${sheet.student}${sheet.yearGroup ? `, Year ${sheet.yearGroup}` : ''}, Term ${sheet.term} ${sheet.academicYear}`;

/**
 * One student's Learning Virtues goals for a term on A4: a masthead (the school, its logo, the
 * sheet's name and term), who, then each goal with its area, strategies and reflection, then the
 * student's reflections, with "Page N of M" on every page and no last page of a line or two
 * (renderFlowingPdf). Each goal is a bookmark, and the document's title names the student, so a
 * folder of these reads well in any PDF viewer.
 */
export function renderLearningVirtuesGoalsPdf(sheet: StudentGoalsSheet, school: PdfSchool = { name: 'School portal', logo: null }): Promise<Buffer> {
  const masthead = { school: school.name, logo: school.logo, title: 'Learning Virtues Goals', date: `Term ${sheet.term} ${sheet.academicYear} (${sheet.semester})` };
  return renderFlowingPdf({ title: sheetTitle(sheet), author: school.name, masthead }, ({ doc, contentWidth, margin }, flow) => {
    const line = (font: 'regular' | 'bold', size: number, colour: string, value: string, gap = 2) =>
      doc.font(font).fontSize(size).fillColor(colour).text(value, margin, doc.y, { width: contentWidth, paragraphGap: gap });

    flow.block(() => {
      line('bold', 16, '#000000', sheet.student);
      const about = [sheet.yearGroup ? `Year ${sheet.yearGroup}` : null, sheet.homeroomTeacher ? `Homeroom teacher: ${sheet.homeroomTeacher}` : null];
      if (about.some(Boolean)) line('regular', 10.5, '#444444', about.filter(Boolean).join('  ·  '));
      line('regular', 9, '#666666', `Username: ${sheet.username}`);
      doc.moveDown();
    });

    flow.block(() => line('bold', 14, BRAND, 'Goals', 6), { needs: 60, keepWithNext: true });
    if (sheet.goals.length === 0) flow.block(() => line('regular', 11, '#000000', 'No goals are recorded for this term.'));
    for (const [index, goal] of sheet.goals.entries()) {
      flow.block(
        () => {
          doc.outline.addItem(`Goal ${index + 1}: ${goal.goal}`);
          line('bold', 11.5, '#000000', `${index + 1}. ${goal.area ? `${goal.area}: ` : ''}${goal.goal}`, 3);
        },
        { needs: 60, keepWithNext: Boolean(goal.strategies || goal.reflection) },
      );
      if (goal.strategies) flow.block(() => line('regular', 10.5, '#222222', `Strategies: ${goal.strategies}`));
      if (goal.reflection) flow.block(() => line('regular', 10.5, '#222222', `Reflection: ${goal.reflection}`));
      doc.moveDown(0.6);
    }

    if (sheet.reflections.length > 0) {
      doc.moveDown(0.4);
      flow.block(() => line('bold', 14, BRAND, 'Reflections', 6), { needs: 60, keepWithNext: true });
      for (const reflection of sheet.reflections) flow.block(() => line('regular', 10.5, '#000000', `• ${reflection}`, 4));
    }
  });
}
