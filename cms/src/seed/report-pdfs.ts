import { helvetica, pdfBytes, pdfDocument } from '@portal/pdf-document';
import { isoDate } from './clock';

export interface DemoReport {
  /** The document's title, which the portal's tests read back. */
  title: string;
  student: string;
  studentNumber: string;
  year: number;
  period: string;
  issued: Date;
  homeroomTeacher: string;
  courses: Array<{ course: string; grade: string; comment: string }>;
  homeroomComment: string;
}

/**
 * A report as the demo school's reporting system would issue it, made when the seed builds its
 * import folder (no PDF is committed): the import stores it in the private file store and the
 * portal hands it out as it is. PDF's built-in Helvetica keeps it small; the names are Latin.
 */
export function renderDemoReport(report: DemoReport): Promise<Buffer> {
  const { doc } = pdfDocument({ title: report.title, author: 'Portal demo school', createdAt: report.issued, margin: 56, fonts: helvetica });
  const done = pdfBytes(doc);

  doc.font('bold').fontSize(20).text('Portal demo school');
  doc.font('regular').fontSize(14).text(`${report.period} report`);
  doc.moveDown();
  doc.fontSize(11);
  doc.text(`Student: ${report.student} (${report.studentNumber})`);
  doc.text(`Year ${report.year}, homeroom teacher ${report.homeroomTeacher}`);
  doc.text(`Issued ${isoDate(report.issued)}`);
  doc.moveDown();
  for (const { course, grade, comment } of report.courses) {
    doc.font('bold').text(`${course}: ${grade}`);
    doc.font('regular').text(comment);
    doc.moveDown(0.5);
  }
  doc.moveDown();
  doc.font('bold').text('Homeroom');
  doc.font('regular').text(report.homeroomComment);
  doc.end();
  return done;
}
