import { BRAND, renderFlowingPdf } from '@portal/pdf-document';
import type { PdfSchool } from '../pdf/school';

/** One question of the form with the answer given, as the copy prints it. */
export interface SignedCopyAnswer {
  question: string;
  answer: string;
  /** A medical or dietary note: marked, since the copy then holds health information. */
  health: boolean;
}

/** One line of the evidence: what it is, and its value (a hash is printed on a line of its own, whole). */
export interface SignedCopyEvidence {
  label: string;
  value: string;
}

/** Everything a signed copy shows, in words already (signed-copy.ts makes it from the stored records). */
export interface SignedCopySheet {
  formTitle: string;
  /** The child the answer is for, as the school names them. */
  student: string;
  /** The day of the signature at the school, for the masthead. */
  signedDay: string;
  /** The form's text as the signer was shown it: its paragraphs (list items as `• …` or `1. …`, nested ones indented). */
  body: string[];
  answers: SignedCopyAnswer[];
  /** The statement the signer agreed to, naming them and the child. */
  statement: string;
  evidence: SignedCopyEvidence[];
}

/** Each space a paragraph starts with (a nested list item's indent) is this many points. */
const LIST_INDENT_POINTS_PER_SPACE = 5;
const MUTED = '#555555';

/** The document's title (viewers show it instead of the file's name). */
export const signedCopyTitle = (sheet: Pick<SignedCopySheet, 'formTitle' | 'student'>) =>
  `Signed copy: ${sheet.formTitle}, ${sheet.student}`;

/**
 * The signed copy of one answer to a permission form (issue 30), on A4 in the portal's document:
 * the school's masthead with the form's title, then the form as the signer was shown it, each
 * question with the answer given (health answers marked confidential), the statement agreed to,
 * and the evidence: who, for whom, how, when (the school's clock), from where, and the hashes
 * that tie the copy to the stored answer and to the form's hash-chained log. "Page N of M" on
 * every page; the three parts are bookmarks; tagged, so a screen reader follows the headings.
 */
export function renderFormSignedCopyPdf(
  sheet: SignedCopySheet,
  school: PdfSchool = { name: 'School portal', logo: null },
): Promise<Buffer> {
  const masthead = { school: school.name, logo: school.logo, title: sheet.formTitle, date: `Signed copy, ${sheet.signedDay}` };
  return renderFlowingPdf(
    { title: signedCopyTitle(sheet), author: school.name, masthead, tagged: true },
    ({ doc, contentWidth, margin, tag }, flow) => {
      const text = (
        font: 'regular' | 'bold',
        size: number,
        colour: string,
        value: string,
        options: { indent?: number; gap?: number } = {},
      ) => {
        const indent = options.indent ?? 0;
        doc
          .font(font)
          .fontSize(size)
          .fillColor(colour)
          .text(value, margin + indent, doc.y, { width: contentWidth - indent, paragraphGap: options.gap ?? 2 });
        doc.x = margin;
      };
      const heading = (title: string) =>
        flow.block(
          () => {
            doc.moveDown(0.6);
            doc.outline.addItem(title);
            tag('H2', () => text('bold', 14, BRAND, title, { gap: 6 }));
          },
          { needs: 70, keepWithNext: true },
        );

      flow.block(() => {
        tag('P', () => text('bold', 12, '#000000', `For ${sheet.student}`));
        if (sheet.answers.some((answer) => answer.health)) {
          tag('P', () => text('regular', 9.5, MUTED, 'Confidential: this copy holds health information. Keep it safe.'));
        }
      });

      heading('The form');
      for (const paragraph of sheet.body) {
        // A nested list item comes indented (htmlToParagraphs): its lines all start at that indent.
        const words = paragraph.trimStart();
        const indent = (paragraph.length - words.length) * LIST_INDENT_POINTS_PER_SPACE;
        flow.block(() => tag('P', () => text('regular', 10.5, '#000000', words, { indent, gap: 4 })));
      }

      heading('Answers');
      for (const { question, answer, health } of sheet.answers) {
        flow.block(
          () =>
            tag('P', () => {
              text('bold', 10.5, '#000000', health ? `${question} (health: confidential)` : question);
              text('regular', 10.5, '#222222', answer, { indent: 12, gap: 6 });
            }),
          { needs: 40 },
        );
      }
      flow.block(
        () =>
          tag('P', () => {
            text('bold', 10.5, '#000000', 'Statement agreed to');
            text('regular', 10.5, '#222222', sheet.statement, { indent: 12, gap: 6 });
          }),
        { needs: 40 },
      );

      heading('Evidence');
      for (const { label, value } of sheet.evidence) {
        flow.block(
          () =>
            tag('P', () => {
              text('bold', 9.5, '#000000', label, { gap: 0 });
              text('regular', 9.5, '#222222', value, { indent: 12, gap: 5 });
            }),
          { needs: 30 },
        );
      }
    },
  );
}
