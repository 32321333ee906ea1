import { readdir } from 'node:fs/promises';
import { inject } from 'vitest';
import yauzl from 'yauzl';
import type { QueueStatisticsRecord } from '@portal/contract';
import { callApi } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

/** Polls the request as the screen does (admin spec 9: every 5 s; here faster) until it is Complete. */
export async function waitForComplete(token: string, id: string, timeoutMs: number): Promise<QueueStatisticsRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await callApi(`queuestatistics/${id}/`, { token });
    if (answer.status === 200) {
      const [record] = answerOf('GET queuestatistics/:id', answer) as [QueueStatisticsRecord];
      if (record.queue_status === 'Complete') return record;
    }
    if (Date.now() > deadline) throw new Error(`Request ${id} still Pending after ${timeoutMs / 1000} s (last answer ${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The files of a ZIP, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('not a ZIP'));
      const files = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(files));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** A PDF's document title (pdfkit writes the Info dictionary's /Title as an object of its own, uncompressed). */
export function pdfDocumentTitle(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const object = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const literal = object && new RegExp(String.raw`\n${object} 0 obj\n\(((?:\\[\s\S]|[^\\)])*)\)`).exec(text)?.[1];
  if (!literal) return undefined;
  const raw = Buffer.from(literal.replace(/\\([\s\S])/g, '$1'), 'latin1');
  return raw[0] === 0xfe && raw[1] === 0xff ? raw.subarray(2).swap16().toString('utf16le') : raw.toString('latin1');
}

/** The goal PDFs in the CMS's private file store whose names start so (test check only). */
export async function storedGoalsPdfs(namePrefix: string): Promise<string[]> {
  return (await readdir(inject('stack').privateFilesDir).catch(() => [])).filter((name) => name.startsWith(namePrefix));
}
