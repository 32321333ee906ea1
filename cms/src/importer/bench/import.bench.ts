/**
 * The importer's benchmark (issue 16): a generated OneRoster 1.2 folder of BENCH_STUDENTS
 * (2,000) students with their carers, staff, homerooms, a sport group each and three absences
 * each, imported by the real command (`npm run import`, a process of its own, as an operator
 * runs it) into an empty SQLite database, then imported again (nothing changes). Reports the
 * rows per second of both runs (validation and writes, from the command's own summary; the
 * CMS's load is not in it) and the peak memory (RSS) of the importing process.
 *
 *   node --import tsx cms/src/importer/bench/import.bench.ts     (after npm run build --workspace cms)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeImportFolder } from '../csv-files';
import { generatedSchoolFolder, rowCount } from '../generate-school';
import { runImportCommand, sqliteDatabase } from '../run-import-command';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const cmsDir = path.resolve(__dirname, '..', '..', '..');

const runImport = async (folder: string, databaseFile: string) => {
  const { code, output } = await runImportCommand(folder, sqliteDatabase(databaseFile));
  if (code !== 0) throw new Error(`The import failed:\n${output}`);
  return output;
};

const summaryOf = (output: string) => {
  const imported = /Imported (\d+) rows in ([\d.]+) s: (.*)\./.exec(output);
  const memory = /Peak memory of the import: (\d+) MB/.exec(output);
  if (!imported || !memory) throw new Error(`No import summary in:\n${output}`);
  const rows = Number(imported[1]);
  const seconds = Number(imported[2]);
  return { rows, seconds, rowsPerSecond: Math.round(rows / seconds), changes: imported[3], peakMb: Number(memory[1]) };
};

const main = async () => {
  if (!fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) throw new Error('Build the CMS first: npm run build --workspace cms');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'importer-bench-'));
  try {
    const files = generatedSchoolFolder({ students: STUDENTS });
    const folder = writeImportFolder(path.join(work, 'school'), files);
    const databaseFile = path.join(work, 'cms.db');
    const first = summaryOf(await runImport(folder, databaseFile));
    const again = summaryOf(await runImport(folder, databaseFile));
    console.log(
      `OneRoster import of ${STUDENTS} students (${rowCount(files)} rows): ${first.rowsPerSecond} rows/s into an empty database (${first.seconds} s; ${first.changes}), ` +
        `${again.rowsPerSecond} rows/s again (${again.seconds} s; ${again.changes}); peak memory of the importing process ${first.peakMb} MB then ${again.peakMb} MB (RSS).`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
