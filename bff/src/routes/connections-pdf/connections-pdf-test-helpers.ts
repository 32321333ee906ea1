import { readdir } from 'node:fs/promises';
import { inject } from 'vitest';
import type { ConnectionsPdfRecord } from '@portal/contract';
import { callApi } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

/** Polls the record as the screen does (admin spec 9: every 2 s; here faster) until it is no longer Generating. */
export async function waitForCompleted(token: string, id: string, timeoutMs: number): Promise<ConnectionsPdfRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await callApi(`connections-pdf/${id}/`, { token });
    if (answer.status === 200) {
      const [record] = answerOf('GET connections-pdf/:id', answer) as [ConnectionsPdfRecord];
      if (record.status !== 'Generating' || record.error) return record;
    }
    if (Date.now() > deadline) throw new Error(`Connections PDF ${id} still Generating after ${timeoutMs / 1000} s (last answer ${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Each literal string a PDF gives `key` outside its compressed streams, decoded (PDFDocEncoding, or UTF-16BE after a byte order mark). */
function pdfStringsOf(pdf: Buffer, key: string): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(new RegExp(`/${key} \\(((?:\\\\[\\s\\S]|[^\\\\)])*)\\)`, 'g'))].map((match) => {
    const raw = Buffer.from(match[1]!.replace(/\\([\s\S])/g, '$1'), 'latin1');
    return raw[0] === 0xfe && raw[1] === 0xff ? raw.subarray(2).swap16().toString('utf16le') : raw.toString('latin1');
  });
}

/** The bookmark titles of a PDF (pdfkit writes each outline entry's /Title as a literal string): the newsletters the issue holds, in order. */
export const pdfOutlineTitles = (pdf: Buffer): string[] => pdfStringsOf(pdf, 'Title');

/** The alternative texts of a tagged PDF's pictures (each Figure's /Alt), as a screen reader reads them. */
export const pdfFigureAlts = (pdf: Buffer): string[] => pdfStringsOf(pdf, 'Alt');

/** A Connections PDF's files in the CMS's private file store (test check only). */
export async function storedPdfFiles(id: string): Promise<string[]> {
  return (await readdir(inject('stack').privateFilesDir).catch(() => [])).filter((name) => name === `connections-${id}.pdf`);
}
