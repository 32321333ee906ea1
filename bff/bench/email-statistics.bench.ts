import { performance } from 'node:perf_hooks';
import { DEFAULT_SCHOOL_TIME_ZONE, addDays, schoolDayOf, type EmailStatisticsAnswer } from '@portal/contract';
import { signIn } from '../src/test/sign-in.ts';
import { pgQuery, printPageTimings, progress, startStackOnPostgres, timePages, timedAdminGet } from './bench-support.ts';

/**
 * The Email Logs over 1,000,000 sent messages on PostgreSQL (issue 14): each page as the screen
 * asks for it through the BFF (which asks the email-sends plugin's statistics route, whose SQL
 * filters, sorts, pages and counts the summary), timed from request to parsed answer, target
 * under 500 ms each; and one CSV export of a month, timed to its last byte.
 *
 * A fresh PostgreSQL database is made, the stack started on it (the demo school seeded), then
 * the messages are added with one INSERT ... SELECT over generate_series (bench set-up only:
 * a year of sends over five types, a quarter of them Armidale's, most delivered, some opened,
 * clicked, bounced or complained of); the database is dropped at the end. BENCH_STATISTICS
 * (1000000), BENCH_RUNS (5 timed runs after one warm-up). PostgreSQL at 127.0.0.1:5432 as user
 * postgres (trust), as the BFF's tests use it.
 */
const STATISTICS = Number(process.env.BENCH_STATISTICS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 500;
// Not 1719 or 1720: fetch refuses those (H.323) as it refuses every port of the Fetch standard's bad-port list.
const PORTS = { port: 3520, cmsPort: 1730, idpPort: 4520, sesPort: 8725 };

/** The messages, made by the database itself (columns as Strapi names the attributes). */
const INSERT = `
  INSERT INTO email_statistics (document_id, ses_message_id, ses_destination_address, intended_recipient, type, campus, post_document_ids,
    subject, ses_send_time, ses_deliver_time, ses_open_time, ses_click_time, ses_bounce_time, ses_complaint_time, open_count, click_count,
    created_at, updated_at, published_at)
  SELECT 'bench' || lpad(i::text, 19, '0'), 'bench-' || i, 'person' || (i % 5000) || '@example.com', 'Person ' || (i % 5000),
    (ARRAY['DIGEST', 'PRINCIPAL', 'DAILYEMAIL', 'Unverified Absence', 'Notify Absence'])[1 + i % 5],
    CASE WHEN i % 4 = 0 THEN 'armidale' ELSE 'sydney' END,
    jsonb_build_array('benchpost' || lpad((i % 300)::text, 6, '0'), 'benchpost' || lpad(((i + 7) % 300)::text, 6, '0')),
    'Connections: this week at school', sent,
    CASE WHEN i % 20 <> 0 THEN sent + interval '1 minute' END,
    CASE WHEN i % 3 = 0 THEN sent + interval '2 hours' END,
    CASE WHEN i % 9 = 0 THEN sent + interval '3 hours' END,
    CASE WHEN i % 20 = 0 THEN sent + interval '2 minutes' END,
    CASE WHEN i % 997 = 0 THEN sent + interval '1 day' END,
    CASE WHEN i % 3 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 9 = 0 THEN 1 ELSE 0 END,
    sent, sent, sent
  FROM generate_series(1, $1::int) AS i, LATERAL (SELECT now() - (i % 365) * interval '1 day' - (i % 600) * interval '1 minute' AS sent) AS moment`;

async function main() {
  const database = `portal_bench_email_statistics_${process.pid}`;
  await pgQuery('postgres', `CREATE DATABASE ${database}`);
  const stack = await startStackOnPostgres('email-statistics', database, { ...PORTS, log: (line) => progress(line) });
  try {
    const started = performance.now();
    progress(`adding ${STATISTICS.toLocaleString('en-AU')} sent messages...`);
    await pgQuery(database, INSERT, [STATISTICS]);
    await pgQuery(database, 'VACUUM ANALYZE email_statistics');
    progress(`added in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const { access_token: token } = await signIn({ idpUrl: stack.idpUrl!, appUrl: stack.url, username: 'admin1' });
    const get = timedAdminGet<EmailStatisticsAnswer>(stack.url, 'emailstatistics/', token);

    const now = new Date();
    const today = schoolDayOf(now, DEFAULT_SCHOOL_TIME_ZONE);
    const month = `start_date=${addDays(today, -30)}&end_date=${today}`;
    const cases = [
      { name: 'PRINCIPAL, every date, page 1 (the screen opens on it)', query: '' },
      { name: 'DIGEST, the last month, page 1', query: `types=DIGEST&${month}` },
      { name: 'PRINCIPAL, every date, page 200', query: 'page=200' },
      { name: 'PRINCIPAL, sorted by Email, page 40', query: 'sort=SESDestinationAddress&order=asc&page=40' },
      { name: 'PRINCIPAL, sorted by Opened, newest first', query: 'sort=SESOpenTime&order=desc' },
      { name: 'PRINCIPAL, email filter (part of an address)', query: 'email=PERSON42' },
      { name: 'PRINCIPAL, one post', query: 'postUid=benchpost000041' },
    ];
    const results = await timePages(cases, RUNS, get);

    const exportStarted = performance.now();
    const file = await fetch(`${stack.url}/api/emailstatistics/?${month}&format=csv`, { headers: { authorization: `Bearer ${token}` } });
    const csv = await file.text();
    const exportMs = performance.now() - exportStarted;
    const exportRows = csv.trimEnd().split('\r\n').length - 1;

    printPageTimings(`Email Logs over ${STATISTICS.toLocaleString('en-AU')} sent messages (PostgreSQL, through the BFF; ${RUNS} runs, target < ${TARGET_MS} ms)`, 'page', results, TARGET_MS);
    console.log(`\nCSV export of PRINCIPAL, the last month: ${exportRows.toLocaleString('en-AU')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB in ${(exportMs / 1000).toFixed(1)} s`);
  } finally {
    await stack.stop();
    await pgQuery('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
