import PDFDocument from 'pdfkit';
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
 * portal hands it out as it is. pdfkit's built-in Helvetica keeps it small; the names are Latin.
 */
export function renderDemoReport(report: DemoReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: report.title, Author: 'Portal demo school', CreationDate: report.issued } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Portal demo school');
  doc.font('Helvetica').fontSize(14).text(`${report.period} report`);
  doc.moveDown();
  doc.fontSize(11);
  doc.text(`Student: ${report.student} (${report.studentNumber})`);
  doc.text(`Year ${report.year}, homeroom teacher ${report.homeroomTeacher}`);
  doc.text(`Issued ${isoDate(report.issued)}`);
  doc.moveDown();
  for (const { course, grade, comment } of report.courses) {
    doc.font('Helvetica-Bold').text(`${course}: ${grade}`);
    doc.font('Helvetica').text(comment);
    doc.moveDown(0.5);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Homeroom');
  doc.font('Helvetica').text(report.homeroomComment);
  doc.end();
  return done;
}
