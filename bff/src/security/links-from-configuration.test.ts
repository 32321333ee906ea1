import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_API_MESSAGES, ALL_SUBSCRIBERS, DEFAULT_SCHOOL_TIME_ZONE, addDays, schoolDayOf } from '@portal/contract';
import { callApi, fetchFile, requestWithHost, tokenFor, type ApiAnswer } from '../test/api.ts';
import { answerOf } from '../test/answer-shape.ts';
import { cmsDelete, cmsFind } from '../test/cms-records.ts';
import { eventually } from '../test/eventually.ts';
import { waitForCompleted } from '../routes/connections-pdf/connections-pdf-test-helpers.ts';
import { waitForComplete } from '../routes/learning-virtues-goals/learning-virtues-goals-test-helpers.ts';

/**
 * Issue 24: `Host: localhost:31337` passes the host allow-list (it names a host, the port is no
 * part of it), and links used to be built from it, so a counsellor's email carried
 * `http://localhost:31337/...`. Every absolute link that leaves the browser is built from the
 * campus's configured address (PORTAL_URL_SYDNEY, PORTAL_URL_ARMIDALE) instead.
 */
const stack = inject('stack');
const FORGED_PORT = 31337;
const FORGED = `localhost:${FORGED_PORT}`;
const RUN = randomUUID().slice(0, 8);
const YEAR = new Date().getFullYear();

type StoredEmail = { subject: string; destination: { to: string[] }; body: { text?: string; html?: string } };
type Records<T> = { responceObject: { records: T } };

async function sentEmails(): Promise<StoredEmail[]> {
  return ((await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] }).emails;
}

const textOf = (email: StoredEmail) => `${email.subject}\n${email.body.text ?? ''}\n${email.body.html ?? ''}`;

/** A call as the PWA makes it, but with the forged Host. */
async function forged<T = unknown>(path: string, username: string, options: { method?: string; body?: unknown } = {}): Promise<ApiAnswer<Records<T>>> {
  return requestWithHost<Records<T>>(path, FORGED, { token: await tokenFor(username), ...options });
}

function recordsOf<T>(answer: ApiAnswer<Records<T>>, what: string): T {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body.responceObject.records;
}

// School days of Sydney, whatever the machine's zone.
const inDays = (days: number) => addDays(schoolDayOf(new Date(), DEFAULT_SCHOOL_TIME_ZONE), days);

/** Signed links made on forged-Host requests, by what they download. */
const signedLinks = new Map<string, string>();
const absencesMade: string[] = [];
let eventId: string;

beforeAll(async () => {
  const admin = 'admin1';
  const adminToken = await tokenFor(admin);
  const [pdfStarted, lvStarted] = await Promise.all([
    callApi('connections-pdf', { method: 'POST', token: adminToken, body: { title: `Links ${RUN}` } }),
    callApi(`learning-virtues-pdf/?selected_year=${YEAR}&semester=3&year=13&username=student1`, { method: 'POST', token: adminToken }),
  ]);
  const pdf = answerOf('POST connections-pdf', pdfStarted).connections_pdfUid;
  const lv = answerOf('POST learning-virtues-pdf', lvStarted).queuestatistics.queuestatisticsUid;
  await Promise.all([waitForCompleted(adminToken, pdf, 40_000), waitForComplete(adminToken, lv, 40_000)]);

  const [mia] = await cmsFind('portal-users', { username: { $eq: 'student1' }, campus: { $eq: 'sydney' } });
  const [event] = recordsOf(await forged<Array<{ EVENT_ID: string }>>('calendar/', 'carer1'), 'calendar');

  signedLinks.set('Connections PDF', recordsOf(await forged<string>(`connections-pdf/${pdf}/?generate_pdf_signed_url=yes`, admin), 'pdf link'));
  signedLinks.set('Learning Virtues ZIP', recordsOf(await forged<string>(`queuestatistics/${lv}/?generate_zip_signed_url=yes`, admin), 'zip link'));
  signedLinks.set('admin posts list', recordsOf(await forged<string>('posts/?get_posts_for_admin=true', admin), 'posts link'));
  signedLinks.set('absences CSV', recordsOf(await forged<string>(`absences/export?from=${inDays(-30)}&to=${inDays(30)}`, 'teacher1'), 'absences link'));
  signedLinks.set('student goals CSV', recordsOf(await forged<{ pre_signed_URL: string }>('student-goals/?username=student1&is_download=true', 'carer1'), 'goals link').pre_signed_URL);
  const notes = recordsOf(await forged<{ pre_signed_URL: string }>(`student-notes?student_userid=${mia!.documentId}&is_csv_export=True`, 'teacher1'), 'notes link');
  signedLinks.set('student notes CSV', notes.pre_signed_URL);
  signedLinks.set('calendar feed', recordsOf(await forged<{ url: string }>('calendar/feed', 'carer1'), 'feed').url);
  eventId = event!.EVENT_ID;

  // Emails to other people, each asked for with the forged Host.
  const concerns = `Sleep, run ${RUN}`;
  recordsOf(
    await forged('school-psychology-request/', 'carer1', { method: 'POST', body: { data: { username: 'student1', relationship: 'Parent', concerns, consent: true, preferred_contact: 'Phone' } } }),
    'psychology request',
  );
  recordsOf(
    await forged('student-notes', 'teacher1', { method: 'POST', body: { notesData: { student_userid: mia!.documentId, noteType: 'General', note: `Counsellor note ${RUN}`, email_counsellor_staff: true } } }),
    'student note',
  );
  const clientNoticeId = randomUUID();
  absencesMade.push(`NA-${clientNoticeId}`);
  recordsOf(
    await forged('absences/', 'carer1', { method: 'POST', body: { data: { clientNoticeId, STUDENT_NUMBER: '20230141', absence_type: 'whole_day', absence_date: inDays(2), reason: `Dentist ${RUN}` } } }),
    'absence notice',
  );
  recordsOf(await forged('send-absent-email/', 'carer1', { method: 'POST', body: { data: { STUDENT_NUMBER: '20230141', DAILY_ATTENDANCE_ID: `NA-${clientNoticeId}` } } }), 'absence email');
  const subscribers = answerOf('GET subscribedusers', await callApi('subscribedusers/', { token: adminToken }));
  expect(subscribers.length, 'the seed has Sydney subscribers').toBeGreaterThan(0);
  recordsOf(
    await forged('send-connections-pdf-email', admin, {
      method: 'POST',
      body: { send_to: [{ value: ALL_SUBSCRIBERS, label: 'All' }], subject: `Connections ${RUN}`, email_html: '<p>This week.</p><p><img src="/uploads/header.png" alt=""></p>', connections_pdfUid: pdf, connections_pdf_title: 'Connections', connection_pdf_emailtextUid: null },
    }),
    'connections pdf email',
  );
}, 120_000);

afterAll(async () => {
  for (const id of absencesMade) {
    const [absence] = await cmsFind('absences', { DAILY_ATTENDANCE_ID: { $eq: id } });
    if (absence) await cmsDelete('absences', absence.documentId);
  }
});

describe('links built from the configured portal address, never from the Host header', () => {
  it('emails to other people carry no trace of the forged Host, and their links lead to the configured address', async () => {
    const ours = (emails: StoredEmail[]) => emails.filter((email) => textOf(email).includes(RUN));
    const emails = await eventually(
      sentEmails,
      (all) => {
        const mine = ours(all).map(textOf);
        // The psychology request, the note to the counsellor, the absence notice (carer and homeroom teacher), the PDF to subscribers.
        return ['School psychology request', 'Counsellor note', 'Absence notified', `Connections ${RUN}`].every((kind) => mine.some((text) => text.includes(kind)));
      },
      30_000,
    );
    const mine = ours(emails);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    for (const email of mine) {
      expect(textOf(email), email.subject).not.toContain(String(FORGED_PORT));
      // The links a person can follow or that load: every address in the text part, and the HTML's
      // href and src attributes (not the namespace URIs of the email layout's <html> element).
      const links = [
        ...[...(email.body.text ?? '').matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) => match[0]),
        ...[...(email.body.html ?? '').matchAll(/(?:href|src)="(https?:\/\/[^"]+)"/g)].map((match) => match[1]!),
      ];
      expect(links.length, email.subject).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${stack.portalUrls.sydney}/`), `${email.subject}: ${link}`).toBe(true);
    }
    const counsellors = mine.find((email) => email.subject.startsWith('School psychology request'))!;
    expect(counsellors.body.text).toContain(`${stack.portalUrls.sydney}/school-psychology-request`);
    const pdfEmail = mine.find((email) => email.subject === `Connections ${RUN}`)!;
    expect(pdfEmail.body.html).toContain(`src="${stack.portalUrls.sydney}/uploads/header.png"`);
    expect(pdfEmail.body.html).toMatch(new RegExp(`href="${stack.portalUrls.sydney}/api/public/connections-pdf-file\\?`));
  });

  it('signed download links and the feed URL start with the configured address and open', async () => {
    expect(signedLinks.size).toBe(7);
    for (const [what, link] of signedLinks) {
      expect(link.startsWith(`${stack.portalUrls.sydney}/api/`), `${what}: ${link}`).toBe(true);
      expect(link, what).not.toContain(String(FORGED_PORT));
    }
    for (const [what, link] of signedLinks) {
      const opened = await fetchFile(link);
      expect(opened.status, `${what}: ${opened.text.slice(0, 200)}`).toBe(200);
    }
  });

  it("the calendar files link back to the event on the configured address: the feed for its owner's campus, whatever Host the calendar app used", async () => {
    const feedPath = new URL(signedLinks.get('calendar feed')!).pathname;
    const feed = await requestWithHost<string>(feedPath, FORGED);
    const one = await requestWithHost<string>(`calendar/${eventId}/ics`, FORGED, { token: await tokenFor('carer1') });
    for (const ics of [feed, one]) {
      expect(ics.status).toBe(200);
      const urls = [...String(ics.body).replace(/\r\n /g, '').matchAll(/^URL[^:]*:(.+)$/gm)].map((match) => match[1]!.trim());
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${stack.portalUrls.sydney}/calendar/calendar_details/`), url).toBe(true);
    }
  });

  it("an Armidale person's links lead to Armidale's configured address", async () => {
    const answer = await requestWithHost<Records<{ url: string }>>('calendar/feed', `armidale.localhost:${FORGED_PORT}`, { token: await tokenFor('admin1', 'armidale') });
    expect(answer.status).toBe(200);
    expect(answer.body.responceObject.records.url.startsWith(`${stack.portalUrls.armidale}/api/calendar/feed/`)).toBe(true);
  });
});

describe('a signed expiry is one canonical integer', () => {
  it.each([
    ['a leading zero', (expires: string) => `0${expires}`],
    ['a decimal point', (expires: string) => `${expires}.0`],
    ['an exponent', (expires: string) => `${expires[0]}.${expires.slice(1)}e${expires.length - 1}`],
    ['a sign', (expires: string) => `+${expires}`],
  ])('refuses the same expiry spelt with %s, on every signed link, with 400 and a message', async (_, respell) => {
    const expiring = [...signedLinks].filter(([, link]) => new URL(link).searchParams.has('expires'));
    expect(expiring.map(([what]) => what)).toEqual(['Connections PDF', 'Learning Virtues ZIP', 'admin posts list', 'absences CSV', 'student goals CSV', 'student notes CSV']);
    for (const [what, link] of expiring) {
      const url = new URL(link);
      const expires = url.searchParams.get('expires')!;
      expect(Number(respell(expires)), `${what}: the spelling means the same number`).toBe(Number(expires));
      url.searchParams.set('expires', respell(expires));
      const answer = await fetchFile(url.toString());
      expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(400);
      expect(answer.text, what).toContain(ADMIN_API_MESSAGES.linkExpired);
    }
  });
});
