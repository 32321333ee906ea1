import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, EMAIL_LOG_FILTER_MESSAGES, instantOfSchoolTime, type EmailStatisticsAnswer } from '@portal/contract';
import { callApi, getWithHost, tokenFor, type ApiAnswer } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsUpdate } from '../../test/cms-records.ts';
import { startSnsSigner } from '../../test/sns-signer.ts';

type ErrorBody = { responceObject: { error: { message: string; fields?: Record<string, string> } } };
type Sent = { status: 'sent'; messageId: string; statisticId: string };

const stack = inject('stack');
/** Every address of this run carries it, so the email filter finds only this file's messages. */
const RUN = randomUUID().slice(0, 8);
const address = (name: string) => `${name}-${RUN}@example.com`;
/** Posts' ids as the digests list them. */
const POST_A = `posta${RUN}0000`;
const POST_B = `postb${RUN}0000`;
/** A month of its own, years before anything else is sent, so the counts are exactly these messages. */
const MAY = 'start_date=2018-05-01&end_date=2018-05-31';
/** A local time in May 2018 (the BFF reads the filter's days in its own, the same, time zone). */
/** School times (Sydney's), as the filters and exports read them, whatever the machine's zone. */
const schoolTime = (day: string, hour: number) => instantOfSchoolTime(day, `${String(hour).padStart(2, '0')}:00`, DEFAULT_SCHOOL_TIME_ZONE).toISOString();
const may = (day: number, hour: number) => schoolTime(`2018-05-${String(day).padStart(2, '0')}`, hour);

/** Sends one message through the email-sends plugin of the running CMS, then dates it in May 2018 (test set-up). */
async function send(kind: string, to: string, sentAt: string, extra: Record<string, unknown> = {}, campus = 'sydney'): Promise<Sent> {
  const response = await fetch(`${stack.cmsUrl}/api/email-sends/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.cmsSetupToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind, campus, to, subject: 'From the principal', html: '<p>Hello</p>', text: 'Hello', transport: 'bulk', ...extra }),
  });
  expect(response.status).toBe(200);
  const sent = ((await response.json()) as { data: Sent }).data;
  await cmsUpdate('email-statistics', sent.statisticId, { SESSendTime: sentAt });
  return sent;
}

const statistics = async (query: string, username = 'admin1'): Promise<ApiAnswer> => callApi(`emailstatistics/?${query}`, { token: await tokenFor(username) });
const recordsOf = (answer: ApiAnswer): EmailStatisticsAnswer => answerOf('GET emailstatistics', answer);
const addresses = (answer: ApiAnswer) => recordsOf(answer).statistics.map((row) => row.SESDestinationAddress);

async function download(query: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${stack.url}/api/emailstatistics/?${query}`, { headers: { authorization: `Bearer ${await tokenFor('admin1')}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

let sns: Awaited<ReturnType<typeof startSnsSigner>>;
const sent: Record<string, Sent> = {};

/** An SES event about a message, signed and posted as SNS would. */
async function event(eventType: string, message: Sent, details: object) {
  const notification = sns.notification({ eventType, mail: { messageId: message.messageId, timestamp: new Date().toISOString(), tags: {} }, ...details });
  const response = await fetch(`${stack.cmsUrl}/api/email-sends/sns`, { method: 'POST', headers: { 'content-type': 'text/plain; charset=UTF-8' }, body: JSON.stringify(notification) });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  sns = await startSnsSigner(stack.sns.certOrigin, stack.sns.topicArn);
  const posts = (...ids: string[]) => ({ details: { post_document_ids: ids } });
  sent.amelia = await send('PRINCIPAL', address('amelia'), may(3, 9), posts(POST_A, POST_B));
  sent.ben = await send('PRINCIPAL', address('Ben.Carer'), may(12, 10), posts(POST_A));
  sent.chloe = await send('PRINCIPAL', address('chloe'), may(20, 11), posts(POST_B));
  sent.dev = await send('PRINCIPAL', address('dev'), may(28, 14), posts(POST_B));
  // Outside May, another type, and the other campus: never among the May PRINCIPAL messages of Sydney.
  sent.june = await send('PRINCIPAL', address('june'), schoolTime('2018-06-02', 9), posts(POST_A));
  sent.digest = await send('DIGEST', address('amelia'), may(4, 9), posts(POST_A));
  sent.armidale = await send('PRINCIPAL', address('armidale'), may(5, 9), posts(POST_A), 'armidale');
  sent.absence = await send('Unverified Absence', address('carer'), may(6, 8), {
    subject: 'Unverified absence: Sam',
    details: { user_id: 'carer1', user_name: 'Casey Carer', student_id: 'S1001', student_name: 'Sam Carer', absence_date: '2018-05-04', reason: '=HYPERLINK("http://evil.example","Click")' },
  });

  await event('Delivery', sent.amelia, { delivery: { timestamp: may(3, 9) } });
  await event('Delivery', sent.ben, { delivery: { timestamp: may(12, 10) } });
  await event('Open', sent.amelia, { open: { timestamp: may(3, 10) } });
  await event('Click', sent.amelia, { click: { timestamp: may(3, 11) } });
  await event('Bounce', sent.chloe, { bounce: { bounceType: 'Transient', timestamp: may(20, 11), bouncedRecipients: [{ emailAddress: address('chloe') }] } });
  await event('Complaint', sent.dev, { complaint: { timestamp: may(28, 15), complainedRecipients: [{ emailAddress: address('dev') }] } });
});
afterAll(() => sns.close());

describe('GET emailstatistics', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answers 403 to %s, for the list and every export', async (username) => {
    const answers = await Promise.all(['', '&format=csv', '&format=xlsx', '&format=pdf'].map((format) => statistics(`${MAY}${format}`, username)));
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it("lists the campus's PRINCIPAL messages of the dates, newest first, in the legacy fields, with the summary of SES events", async () => {
    const answer = await statistics(MAY);
    expect(answer.headers.get('x-total-count')).toBe('4');
    const { statistics: rows, summary } = recordsOf(answer);
    expect(rows.map((row) => row.SESDestinationAddress)).toEqual([address('dev'), address('chloe'), address('Ben.Carer'), address('amelia')]);
    expect(rows[3]).toEqual({
      emailstatisticsUid: sent.amelia!.statisticId,
      SESDestinationAddress: address('amelia'),
      intended_recipient: address('amelia'),
      // When SNS published the last event about it.
      SnsPublishTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      SESSendTime: may(3, 9),
      type: 'PRINCIPAL',
      postsUid: [POST_A, POST_B],
      Delivery: { SESDeliverTime: may(3, 9) },
      Open: { SESOpenTime: may(3, 10) },
      Click: { SESClickTime: may(3, 11) },
      user_id: null,
      user_name: null,
      subject: 'From the principal',
      student_id: null,
      student_name: null,
      absence_date: null,
      reason: null,
    });
    expect(summary).toEqual({ sent_count: 4, delivery_count: 2, open_count: 1, click_count: 1, bounce_count: 1, complaint_count: 1 });
  });

  it('opens on PRINCIPAL when no type is asked for, and lists another type when asked', async () => {
    const byDefault = await statistics(`email=${RUN}`);
    expect(recordsOf(byDefault).statistics.every((row) => row.type === 'PRINCIPAL')).toBe(true);
    expect(byDefault.headers.get('x-total-count')).toBe('5');
    const digests = await statistics(`${MAY}&types=DIGEST&email=${RUN}`);
    expect(addresses(digests)).toEqual([address('amelia')]);
    const absences = recordsOf(await statistics(`${MAY}&types=${encodeURIComponent('Unverified Absence')}&email=${RUN}`));
    expect(absences.statistics).toMatchObject([{ user_id: 'carer1', user_name: 'Casey Carer', student_id: 'S1001', student_name: 'Sam Carer', absence_date: '2018-05-04' }]);
  });

  it("never lists another campus's messages: each admin sees their own", async () => {
    expect(addresses(await statistics(`${MAY}&email=armidale`))).toEqual([]);
    const armidale = await getWithHost(`emailstatistics/?${MAY}&email=${RUN}`, 'armidale.localhost', await tokenFor('admin1', 'armidale'));
    expect(addresses(armidale)).toEqual([address('armidale')]);
    expect(recordsOf(armidale).summary.sent_count).toBe(1);
  });

  it('filters by part of the address in any case, by post, and by sent dates (both days included)', async () => {
    expect(addresses(await statistics(`${MAY}&email=${encodeURIComponent(`BEN.CARER-${RUN}`)}`))).toEqual([address('Ben.Carer')]);
    const byPost = await statistics(`${MAY}&postUid=${POST_A}`);
    expect(addresses(byPost)).toEqual([address('Ben.Carer'), address('amelia')]);
    expect(recordsOf(byPost).summary).toEqual({ sent_count: 2, delivery_count: 2, open_count: 1, click_count: 1, bounce_count: 0, complaint_count: 0 });
    expect(addresses(await statistics('start_date=2018-05-12&end_date=2018-05-20'))).toEqual([address('chloe'), address('Ben.Carer')]);
    expect(addresses(await statistics('start_date=2018-05-13&end_date=2018-05-13'))).toEqual([]);
  });

  it("refuses half or backwards date ranges with the spec's messages, and unknown types, sorts and posts", async () => {
    const cases: [string, string][] = [
      ['start_date=2018-05-01', EMAIL_LOG_FILTER_MESSAGES.endMissing],
      ['end_date=2018-05-31', EMAIL_LOG_FILTER_MESSAGES.startMissing],
      ['start_date=2018-05-31&end_date=2018-05-01', EMAIL_LOG_FILTER_MESSAGES.invalid],
      ['start_date=2018-02-30&end_date=2018-03-01', EMAIL_LOG_FILTER_MESSAGES.invalid],
    ];
    for (const [query, message] of cases) {
      const answer = await statistics(query);
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).responceObject.error.message).toBe(message);
    }
    for (const query of ['types=WEEKLY', 'sort=ses_message_id', 'order=up', 'postUid=%25', 'format=docx', 'page_size=1000']) {
      expect((await statistics(`${MAY}&${query}`)).status, query).toBe(400);
    }
    // An export is refused the same way, before any file.
    expect((await statistics('start_date=2018-05-01&format=csv')).status).toBe(400);
  });

  it('pages on the server and sorts by an allowed column either way', async () => {
    const second = await statistics(`${MAY}&page=2&page_size=3`);
    expect(second.headers.get('x-total-count')).toBe('4');
    expect(addresses(second)).toEqual([address('amelia')]);
    expect(recordsOf(second).summary.sent_count).toBe(4);
    expect(addresses(await statistics(`${MAY}&sort=SESDestinationAddress&order=asc`))).toEqual([address('amelia'), address('Ben.Carer'), address('chloe'), address('dev')]);
    expect(addresses(await statistics(`${MAY}&sort=SESSendTime&order=asc&page_size=2`))).toEqual([address('amelia'), address('Ben.Carer')]);
    // Messages without the event come last in both directions.
    expect(addresses(await statistics(`${MAY}&sort=SESDeliverTime&order=desc`)).slice(0, 2)).toEqual([address('Ben.Carer'), address('amelia')]);
    expect(addresses(await statistics(`${MAY}&sort=SESDeliverTime&order=asc`)).slice(0, 2)).toEqual([address('amelia'), address('Ben.Carer')]);
  });
});

describe('GET emailstatistics with format', () => {
  it("exports every row of the filter (not just the page) as email-logs.csv with the type's columns, formulas defused", async () => {
    const file = await download(`${MAY}&format=csv&page_size=1`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="email-logs.csv"');
    const lines = file.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Intended Recipient,Sent Date,Type,Post Id List,Delivered,Opened,Clicked');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe(`${address('amelia')},${address('amelia')},2018-05-03 09:00 am,PRINCIPAL,"${POST_A}, ${POST_B}",2018-05-03 09:00 am,2018-05-03 10:00 am,2018-05-03 11:00 am`);

    const absences = await download(`${MAY}&types=${encodeURIComponent('Unverified Absence')}&email=${RUN}&format=csv`);
    const [header, row] = absences.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('UserId,Name,Email,Sent Date,Type,Subject,StudentId,Student Name,Absence Date,Reason,Delivered,Opened,Clicked');
    expect(row).toBe(`carer1,Casey Carer,${address('carer')},2018-05-06 08:00 am,Unverified Absence,Unverified absence: Sam,S1001,Sam Carer,2018-05-04,"'=HYPERLINK(""http://evil.example"",""Click"")",,,`);
  });

  it('exports email-logs.xlsx that a spreadsheet reads back, the formula kept as text', async () => {
    const file = await download(`${MAY}&types=${encodeURIComponent('Unverified Absence')}&email=${RUN}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="email-logs.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe('UserId');
    expect(sheet.getRow(2).getCell(2).value).toBe('Casey Carer');
    expect(sheet.getRow(2).getCell(10).value).toBe('=HYPERLINK("http://evil.example","Click")');
    expect(sheet.getRow(2).getCell(10).formula).toBeUndefined();
  });

  it("exports email-logs.pdf: landscape A4, titled with the type plus 'Email Logs'", async () => {
    const file = await download(`${MAY}&format=pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="email-logs.pdf"');
    const text = file.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/MediaBox \[([^\]]*)\]/)?.[1]).toBe('0 0 841.89 595.28');
    // The document's title, in its information dictionary (directly or as an object of its own).
    const title = text.match(/\/Title (?:\(([^)]*)\)|(\d+) 0 R)/);
    const titleText = title?.[1] ?? text.match(new RegExp(`\\n${title?.[2]} 0 obj\\n\\(([^)]*)\\)`))?.[1];
    expect(titleText).toBe('PRINCIPAL Email Logs');
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('continues the PDF table over as many landscape pages as the rows need', async () => {
    // Seventy daily emails of a March of their own, written straight to the CMS (test set-up).
    for (let index = 0; index < 70; index += 1) {
      await cmsCreate('email-statistics', {
        type: 'DAILYEMAIL',
        campus: 'sydney',
        SESDestinationAddress: address(`daily${index}`),
        intended_recipient: address(`daily${index}`),
        SESSendTime: new Date(2017, 2, 1 + (index % 28), 8).toISOString(),
        post_document_ids: [POST_A],
      });
    }
    const march = 'start_date=2017-03-01&end_date=2017-03-31&types=DAILYEMAIL';
    expect((await statistics(march)).headers.get('x-total-count')).toBe('70');
    const file = await download(`${march}&format=pdf`);
    const text = file.bytes.toString('latin1');
    const pages = Number(text.match(/\/Type \/Pages\n\/Count (\d+)/)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect([...text.matchAll(/\/MediaBox \[([^\]]*)\]/g)].map(([, box]) => box)).toEqual(Array.from({ length: pages }, () => '0 0 841.89 595.28'));
    expect(file.headers.get('x-result-truncated')).toBeNull();
  });
});
