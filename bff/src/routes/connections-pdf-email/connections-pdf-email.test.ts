import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALL_SUBSCRIBERS, CONNECTIONS_PDF_MESSAGES as M } from '@portal/contract';
import { callApi, callArmidale, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { waitForCompleted } from '../connections-pdf/connections-pdf-test-helpers.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };
type StoredEmail = { destination: { to: string[] }; subject: string; body: { html?: string; text?: string } };

const stack = inject('stack');
const ALL = { value: ALL_SUBSCRIBERS, label: 'All' };

/** What the SES emulator holds under a subject (each test sends with its own). */
async function sentWithSubject(subject: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.subject === subject);
}

async function completedPdf(token: string): Promise<string> {
  const record = answerOf('POST connections-pdf', await callApi('connections-pdf', { method: 'POST', token, body: { title: `Connections ${randomUUID().slice(0, 6)}` } }));
  await waitForCompleted(token, record.connections_pdfUid, 20_000);
  return record.connections_pdfUid;
}

const sendBody = (pdf: string, subject: string, sendTo: Array<{ value: string; label: string }> = [ALL]) => ({
  send_to: sendTo,
  subject,
  email_html: '<p>This week in <strong>Connections</strong>.</p>',
  connections_pdfUid: pdf,
  connections_pdf_title: 'Connections',
  connection_pdf_emailtextUid: null,
});

/** Every subscriber of the Sydney campus, as the admin lists them. */
async function sydneySubscribers(admin: string): Promise<string[]> {
  return answerOf('GET subscribedusers', await callApi('subscribedusers/', { token: admin })).map((subscriber) => subscriber.email);
}

let admin: string;
const added: string[] = [];
const subscriber = `reader-${randomUUID().slice(0, 8)}@example.org`;

beforeAll(async () => {
  admin = await tokenFor('admin1');
  const created = answerOf('POST subscribedusers', await callApi('subscribedusers', { method: 'POST', token: admin, body: { data: { name: 'PDF reader', email: subscriber } } }));
  added.push(created.subscribedusersUid);
});
afterAll(async () => {
  for (const id of added) await callApi(`subscribedusers/${id}`, { method: 'DELETE', token: admin });
});

describe('the Connections PDF email template', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answers 403 to %s for reading and saving the template and for sending', async (username) => {
    const token = await tokenFor(username);
    const [pdf] = await cmsFind('connections-pdfs', {});
    const answers = await Promise.all([
      callApi('connectionpdfemailtext/', { token }),
      callApi('connectionpdfemailtext', { method: 'POST', token, body: { send_to: [ALL], subject: 'Hi', email_html: '<p>Hi</p>' } }),
      callApi('send-connections-pdf-email', { method: 'POST', token, body: sendBody(pdf?.documentId ?? 'abcdefghij0123456789abcd', 'Hi') }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });

  it("answers the spec's messages for a missing subject, email text or recipient", async () => {
    const cases: Array<[object, string]> = [
      [{ send_to: [ALL], subject: '  ', email_html: '<p>Text</p>' }, M.subject],
      [{ send_to: [ALL], subject: 'Subject', email_html: '<p><br></p>' }, M.emailText],
      [{ send_to: [], subject: 'Subject', email_html: '<p>Text</p>' }, M.sendTo],
      [{ send_to: [{ value: 'not-an-address', label: 'x' }], subject: 'Subject', email_html: '<p>Text</p>' }, M.sendTo],
    ];
    for (const [body, message] of cases) {
      const answer = await callApi<ErrorBody>('connectionpdfemailtext', { method: 'POST', token: admin, body });
      expect(answer.status).toBe(400);
      expect(answer.body.responceObject.error.message).toBe(message);
    }
  });

  it('saves the campus its one template, All replacing any other choice, sanitised, and names the campus in schoolUid', async () => {
    const first = await callApi('connectionpdfemailtext', {
      method: 'POST',
      token: admin,
      body: { send_to: [{ value: 'Someone@Example.org', label: 'Someone@Example.org' }, ALL], subject: 'Connections is out', email_html: '<p>Read it <script>alert(1)</script>now</p>' },
    });
    expect([200, 201]).toContain(first.status);
    const saved = answerOf('POST connectionpdfemailtext', first);
    expect(saved).toMatchObject({ schoolUid: 'sydney', subject: 'Connections is out', send_to: [ALL] });
    expect(saved.email_html).not.toContain('script');

    const again = answerOf(
      'POST connectionpdfemailtext',
      await callApi('connectionpdfemailtext', { method: 'POST', token: admin, body: { send_to: [{ value: subscriber.toUpperCase(), label: subscriber }], subject: 'Second', email_html: '<p>Two</p>' } }),
    );
    expect(again.connection_pdf_emailtextUid).toBe(saved.connection_pdf_emailtextUid);
    expect(again.send_to).toEqual([{ value: subscriber, label: subscriber }]);
    expect(answerOf('GET connectionpdfemailtext', await callApi('connectionpdfemailtext/', { token: admin }))).toEqual([again]);
  });

  it("keeps each campus's template apart", async () => {
    const armidale = await callArmidale('connectionpdfemailtext', { username: 'admin1', method: 'POST', body: { send_to: [ALL], subject: 'Armidale news', email_html: '<p>Hello Armidale</p>' } });
    expect(answerOf('POST connectionpdfemailtext', armidale).schoolUid).toBe('armidale');
    const [sydney] = answerOf('GET connectionpdfemailtext', await callApi('connectionpdfemailtext/', { token: admin }));
    expect(sydney?.subject).not.toBe('Armidale news');
  });
});

describe('sending the Connections PDF by email', () => {
  it('sends one message to every subscriber of the campus with a link that downloads the PDF; a second send is refused and sends nothing', async () => {
    const pdf = await completedPdf(admin);
    const subject = `Connections for you ${randomUUID().slice(0, 8)}`;
    const answer = await callApi('send-connections-pdf-email', { method: 'POST', token: admin, body: sendBody(pdf, subject) });
    expect(answerOf('POST send-connections-pdf-email', answer)).toEqual({ message: M.sent, connections_pdfUid: pdf, emailed: true });

    const everyone = await sydneySubscribers(admin);
    expect(everyone).toContain(subscriber);
    const delivered = await eventually(() => sentWithSubject(subject), (emails) => emails.length >= everyone.length, 20_000);
    expect(delivered.map((email) => email.destination.to).sort()).toEqual(everyone.map((email) => [email]).sort());

    const mine = delivered.find((email) => email.destination.to.includes(subscriber))!;
    expect(mine.body.html).toContain('<strong>Connections</strong>');
    const link = /href="([^"]+connections-pdf-file[^"]+)"/.exec(mine.body.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    expect(mine.body.text).toContain(link);
    const expires = Number(new URL(link!).searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(13 * 86_400_000);
    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [record] = answerOf('GET connections-pdf/:id', await callApi(`connections-pdf/${pdf}/`, { token: admin })) as [{ emailed: boolean }];
    expect(record.emailed).toBe(true);
    const second = await callApi<ErrorBody>('send-connections-pdf-email', { method: 'POST', token: admin, body: sendBody(pdf, `${subject} again`) });
    expect(second.status).toBe(400);
    expect(second.body.responceObject.error.message).toBe(M.alreadyEmailed);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sentWithSubject(`${subject} again`)).toEqual([]);
    expect(await sentWithSubject(subject)).toHaveLength(everyone.length);
  });

  it('sends to the chosen subscribers only, and refuses an address that is not a subscriber', async () => {
    const pdf = await completedPdf(admin);
    const stranger = await callApi<ErrorBody>('send-connections-pdf-email', { method: 'POST', token: admin, body: sendBody(pdf, 'x', [{ value: 'stranger@example.net', label: 'stranger' }]) });
    expect(stranger.status).toBe(400);
    expect(stranger.body.responceObject.error.message).toBe(M.notSubscribers(['stranger@example.net']));

    const subject = `Just for one ${randomUUID().slice(0, 8)}`;
    answerOf('POST send-connections-pdf-email', await callApi('send-connections-pdf-email', { method: 'POST', token: admin, body: sendBody(pdf, subject, [{ value: subscriber, label: subscriber }]) }));
    const delivered = await eventually(() => sentWithSubject(subject), (emails) => emails.length >= 1, 20_000);
    expect(delivered.map((email) => email.destination.to)).toEqual([[subscriber]]);
  });

  it("writes the link's lines in the language of the person with the subscriber's address, the school's text as written", async () => {
    const address = `doc-gia-${randomUUID().slice(0, 8)}@example.org`;
    const person = await cmsCreate('portal-users', {
      username: address.split('@')[0],
      type: 'affiliate',
      is_carer: true,
      campus: 'sydney',
      email: address,
      language: 'vi',
    });
    const created = answerOf(
      'POST subscribedusers',
      await callApi('subscribedusers', { method: 'POST', token: admin, body: { data: { name: 'Độc giả', email: address } } }),
    );
    added.push(created.subscribedusersUid);
    try {
      const pdf = await completedPdf(admin);
      const subject = `Connections in Vietnamese ${randomUUID().slice(0, 8)}`;
      answerOf(
        'POST send-connections-pdf-email',
        await callApi('send-connections-pdf-email', {
          method: 'POST',
          token: admin,
          body: sendBody(pdf, subject, [{ value: address, label: address }]),
        }),
      );
      const [mail] = await eventually(
        () => sentWithSubject(subject),
        (emails) => emails.length >= 1,
        20_000,
      );
      expect(mail!.destination.to).toEqual([address]);
      expect(mail!.body.html).toMatch(/<html lang="vi" dir="ltr"/);
      expect(mail!.body.html).toContain('<p>This week in <strong>Connections</strong>.</p>');
      expect(mail!.body.html).toMatch(
        /<a href="[^"]+connections-pdf-file[^"]+" style="font-weight:bold">Tải xuống Connections [^<]+ \(PDF\)<\/a>/,
      );
      expect(mail!.body.text).toMatch(/Đường dẫn có hiệu lực đến \d{1,2} tháng \d{1,2}, \d{4}\./);
      expect(mail!.body.text).not.toContain('Download');
    } finally {
      await cmsDelete('portal-users', person);
    }
  });

  it("answers 'Please select atleast one subscriber email id to send email' with no recipients", async () => {
    const answer = await callApi<ErrorBody>('send-connections-pdf-email', { method: 'POST', token: admin, body: sendBody('abcdefghij0123456789abcd', 'x', []) });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe(M.noRecipients);
  });

  it('delivers once when two sends of the same PDF arrive at the same moment', async () => {
    const pdf = await completedPdf(admin);
    const subject = `Twice at once ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all([0, 1].map(() => callApi<ErrorBody>('send-connections-pdf-email', { method: 'POST', token: admin, body: sendBody(pdf, subject) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)!.body.responceObject.error.message).toBe(M.alreadyEmailed);
    const everyone = await sydneySubscribers(admin);
    await eventually(() => sentWithSubject(subject), (emails) => emails.length >= everyone.length, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await sentWithSubject(subject)).toHaveLength(everyone.length);
  });

  it("answers 404 for another campus's PDF and sends nothing", async () => {
    const pdf = await completedPdf(admin);
    const subject = `Not yours ${randomUUID().slice(0, 8)}`;
    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const answer = await requestWithHost('send-connections-pdf-email', 'armidale.localhost', { token: armidaleAdmin, method: 'POST', body: sendBody(pdf, subject) });
    expect(answer.status).toBe(404);
    const [record] = answerOf('GET connections-pdf/:id', await callApi(`connections-pdf/${pdf}/`, { token: admin })) as [{ emailed: boolean }];
    expect(record.emailed).toBe(false);
  });
});
