import { academicReportDownloadInput, type AcademicReportDownloadInput } from '@portal/contract';
import { send } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

/**
 * Spec 2.6: a standard report is asked for by posting its file name and comes back as a PDF.
 * Failures are only logged: the spec shows the person no message for them.
 */
export async function downloadAcademicReport(input: AcademicReportDownloadInput): Promise<void> {
  try {
    const body = academicReportDownloadInput.parse(input);
    const response = await send('student-academic-reports/download', { method: 'POST', body }, 'application/pdf');
    browser.saveFile(await response.blob(), body.filename);
  } catch (error) {
    console.error('The academic report could not be downloaded', error);
  }
}
