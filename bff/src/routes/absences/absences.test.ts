import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ABSENCE_MESSAGES, ABSENCES_CSV_COLUMNS, DEFAULT_SCHOOL_TIME_ZONE, addDays, countAbsences, dayAsUtcNoon, formatDay, formatSchoolTime, schoolDayOf, type AbsenceRecord } from '@portal/contract';
import { callApi, callArmidale, fetchFile, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsDelete, cmsFind, cmsUpdate } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';

/**
 * Absences through the BFF against the real CMS: who may see and write whose (carer1's
 * children Mia 20230141 and Noah 20210087, carer2's Ethan 20220109, Armidale's Zara 20200064),
 * notices stored once, reasons, the 'Notify Absence' email in the SES emulator and the email
 * statistics, staff's CSV export, and the daily 'Unverified Absence' run.
 */
const stack = inject('stack');
const MIA = '20230141';
const NOAH = '20210087';
const ETHAN = '20220109';
const ZARA = '20200064';

type ErrorBody = { responceObject: { records: null; error: { id: string; message: string; fields?: Record<string, string> } } };
type StoredEmail = { destination: { to: string[] }; subject: string; body: { text?: string; html?: string } };

// School days of Sydney, whatever the machine's zone.
const inDays = (days: number) => addDays(schoolDayOf(new Date(), DEFAULT_SCHOOL_TIME_ZONE), days);

async function inbox(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

const created: string[] = [];
/** carer1's address as the portal knows them once signed in (`users/carer1`). */
let CARER1_EMAIL = '';
beforeAll(async () => {
  const answer = await callApi('users/carer1', { token: await tokenFor('carer1') });
  CARER1_EMAIL = (answerOf('GET users/:username', answer)[0].email ?? '').toLowerCase();
});
afterAll(async () => {
  for (const id of created) {
    const [absence] = await cmsFind('absences', { DAILY_ATTENDANCE_ID: { $eq: id } });
    if (absence) await cmsDelete('absences', absence.documentId);
  }
});

async function absences(username: string, query = '') {
  return callApi<ErrorBody>(`absences/${query}`, { token: await tokenFor(username) });
}

async function notify(username: string, data: Record<string, unknown>) {
  const clientNoticeId = (data.clientNoticeId as string | undefined) ?? randomUUID();
  created.push(`NA-${clientNoticeId}`);
  return callApi<ErrorBody>('absences/', { token: await tokenFor(username), method: 'POST', body: { data: { clientNoticeId, ...data } } });
}

const tomorrowNotice = { STUDENT_NUMBER: MIA, absence_type: 'whole_day', absence_date: inDays(1), reason: 'Medical appointment' };

describe('absences: who sees whose', () => {
  it('a carer sees their linked children’s absences, verified and unverified, and nobody else’s', async () => {
    const mia = answerOf('GET absences', await absences('carer1', `?STUDENT_NUMBER=${MIA}`));
    expect(mia.length).toBeGreaterThanOrEqual(7);
    expect(mia.every((a) => a.STUDENT_NUMBER === MIA && a.student === 'Mia Taylor')).toBe(true);
    expect(mia.some((a) => a.is_verified)).toBe(true);
    expect(mia.some((a) => !a.is_verified && a.reason === null)).toBe(true);
    const both = answerOf('GET absences', await absences('carer1'));
    expect(new Set(both.map((a) => a.STUDENT_NUMBER))).toEqual(new Set([MIA, NOAH]));
    expect(answerOf('GET absences', await absences('carer1', '?username=student2')).every((a) => a.STUDENT_NUMBER === NOAH)).toBe(true);

    for (const query of [`?STUDENT_NUMBER=${ETHAN}`, `?STUDENT_NUMBER=${ZARA}`, '?username=student7', '?STUDENT_NUMBER=99999999']) {
      const refused = await absences('carer1', query);
      expect(refused.status, query).toBe(404);
    }
    expect((await absences('carer2', `?STUDENT_NUMBER=${MIA}`)).status).toBe(404);
    expect(answerOf('GET absences', await absences('carer2')).every((a) => a.STUDENT_NUMBER === ETHAN)).toBe(true);
  });

  it('a student sees only themself', async () => {
    expect(answerOf('GET absences', await absences('student1')).every((a) => a.STUDENT_NUMBER === MIA)).toBe(true);
    expect(answerOf('GET absences', await absences('student1', `?STUDENT_NUMBER=${MIA}`)).length).toBeGreaterThan(0);
    expect((await absences('student1', `?STUDENT_NUMBER=${NOAH}`)).status).toBe(404);
    expect((await absences('student1', '?username=student2')).status).toBe(404);
  });

  it('staff see their own campus’s students and not the other campus’s', async () => {
    expect(answerOf('GET absences', await absences('teacher1', `?STUDENT_NUMBER=${NOAH}&from=2000-01-01`)).length).toBeGreaterThan(0);
    expect((await absences('teacher1', `?STUDENT_NUMBER=${ZARA}`)).status).toBe(404);
    const campus = answerOf('GET absences', await absences('teacher1'));
    expect(campus.some((a) => a.STUDENT_NUMBER === MIA)).toBe(true);
    expect(campus.some((a) => a.STUDENT_NUMBER === ZARA)).toBe(false);
  });

  it('student-info lists the students one may notify for, and refuses the others', async () => {
    const token = await tokenFor('carer1');
    const mine = answerOf('GET student-info', await callApi('student-info/', { token }));
    expect(mine.map((s) => s.STUDENT_NUMBER).sort()).toEqual([NOAH, MIA].sort());
    expect(answerOf('GET student-info', await callApi(`student-info/?STUDENT_NUMBER=${MIA}`, { token }))[0]).toMatchObject({ student: 'Mia Taylor', form_run: 9 });
    expect((await callApi(`student-info/?STUDENT_NUMBER=${ETHAN}`, { token })).status).toBe(404);
    expect(answerOf('GET student-info', await callApi('student-info/', { token: await tokenFor('student1') })).map((s) => s.STUDENT_NUMBER)).toEqual([MIA]);
    expect((await callApi(`student-info/?STUDENT_NUMBER=${NOAH}`, { token: await tokenFor('student1') })).status).toBe(404);
    expect((await callApi(`student-info/?STUDENT_NUMBER=${ZARA}`, { token: await tokenFor('teacher1') })).status).toBe(404);
    expect((await callApi('student-info/', { token: await tokenFor('teacher1') })).status).toBe(200);
    expect((await callApi('student-info/?STUDENT_NUMBER=x%27%3B', { token })).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await callApi('absences/')).status).toBe(401);
    expect((await callApi('student-info/')).status).toBe(401);
  });
});

describe('absences: notices, reasons and the Notify Absence email', () => {
  let notice: AbsenceRecord;

  it('stores a notice for tomorrow once, even when it is sent again', async () => {
    const clientNoticeId = randomUUID();
    const first = await notify('carer1', { ...tomorrowNotice, clientNoticeId });
    expect(first.status).toBe(201);
    notice = answerOf('POST absences', first);
    expect(notice).toMatchObject({
      DAILY_ATTENDANCE_ID: `NA-${clientNoticeId}`,
      STUDENT_NUMBER: MIA,
      absence_date: inDays(1),
      end_date: null,
      absence_type: 'whole_day',
      is_verified: false,
      reason: 'Medical appointment',
      notified_by_username: 'carer1',
    });
    const again = await notify('carer1', { ...tomorrowNotice, clientNoticeId });
    expect(again.status).toBe(200);
    expect(answerOf('POST absences', again).DAILY_ATTENDANCE_ID).toBe(notice.DAILY_ATTENDANCE_ID);
    expect(await cmsFind('absences', { DAILY_ATTENDANCE_ID: { $eq: notice.DAILY_ATTENDANCE_ID } })).toHaveLength(1);
    const listed = answerOf('GET absences', await absences('carer1', `?STUDENT_NUMBER=${MIA}`));
    expect(listed.filter((a) => a.DAILY_ATTENDANCE_ID === notice.DAILY_ATTENDANCE_ID)).toHaveLength(1);
    // Staff of the campus see it.
    expect(answerOf('GET absences', await absences('teacher1')).some((a) => a.DAILY_ATTENDANCE_ID === notice.DAILY_ATTENDANCE_ID)).toBe(true);
  });

  it('stores an extended leave over a date range', async () => {
    const answer = await notify('carer1', { STUDENT_NUMBER: NOAH, absence_type: 'extended_leave', absence_date: inDays(7), end_date: inDays(11), reason: 'Family travel' });
    expect(answer.status).toBe(201);
    expect(answerOf('POST absences', answer)).toMatchObject({ STUDENT_NUMBER: NOAH, absence_type: 'extended_leave', absence_date: inDays(7), end_date: inDays(11) });
  });

  it('refuses a notice for a student one may not see, also with a changed student number in the body', async () => {
    expect((await notify('carer2', tomorrowNotice)).status).toBe(404);
    expect((await notify('carer1', { ...tomorrowNotice, STUDENT_NUMBER: ETHAN })).status).toBe(404);
    expect((await notify('carer1', { ...tomorrowNotice, STUDENT_NUMBER: ZARA })).status).toBe(404);
    expect((await notify('student1', { ...tomorrowNotice, STUDENT_NUMBER: NOAH })).status).toBe(404);
    expect((await notify('teacher1', { ...tomorrowNotice, STUDENT_NUMBER: ZARA })).status).toBe(404);
  });

  it('refuses an invalid notice with a clear message', async () => {
    const noReason = await notify('carer1', { ...tomorrowNotice, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body.responceObject.error)).toContain(ABSENCE_MESSAGES.reasonRequired);
    const backwards = await notify('carer1', { ...tomorrowNotice, absence_type: 'extended_leave', absence_date: inDays(9), end_date: inDays(7) });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.responceObject.error)).toContain(ABSENCE_MESSAGES.endBeforeStart);
    const noEnd = await notify('carer1', { ...tomorrowNotice, absence_type: 'extended_leave' });
    expect(JSON.stringify(noEnd.body.responceObject.error)).toContain(ABSENCE_MESSAGES.endDateRequired);
    const noDate = await notify('carer1', { ...tomorrowNotice, absence_date: '' });
    expect(JSON.stringify(noDate.body.responceObject.error)).toContain(ABSENCE_MESSAGES.dateRequired);
    const extra = await notify('carer1', { ...tomorrowNotice, is_verified: true });
    expect(extra.status).toBe(400);
  });

  it('saves the reason of an unverified absence, only for a student one may see', async () => {
    const [unverified] = answerOf('GET absences', await absences('carer1', `?STUDENT_NUMBER=${MIA}`)).filter((a) => !a.is_verified && a.reason === null && a.DAILY_ATTENDANCE_ID.startsWith('DA-'));
    expect(unverified).toBeDefined();
    const body = (STUDENT_NUMBER: string, extra = {}) => ({ data: { STUDENT_NUMBER, DAILY_ATTENDANCE_ID: unverified!.DAILY_ATTENDANCE_ID, reason: 'Sick (fever)', ...extra } });
    // Another child's number with Mia's absence, another carer, another campus's staff: none exists for them.
    expect((await callApi('absences/', { token: await tokenFor('carer1'), method: 'PUT', body: body(NOAH) })).status).toBe(404);
    expect((await callApi('absences/', { token: await tokenFor('carer2'), method: 'PUT', body: body(MIA) })).status).toBe(404);
    expect((await callApi('absences/', { token: await tokenFor('student1'), method: 'PUT', body: body(NOAH) })).status).toBe(404);
    const empty = await callApi<ErrorBody>('absences/', { token: await tokenFor('carer1'), method: 'PUT', body: body(MIA, { reason: '' }) });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.responceObject.error)).toContain(ABSENCE_MESSAGES.reasonRequired);

    const saved = await callApi('absences/', { token: await tokenFor('carer1'), method: 'PUT', body: body(MIA, { explanation: 'Doctor’s certificate to follow.' }) });
    expect(answerOf('PUT absences', saved)).toMatchObject({ DAILY_ATTENDANCE_ID: unverified!.DAILY_ATTENDANCE_ID, reason: 'Sick (fever)', explanation: 'Doctor’s certificate to follow.', is_verified: false });
    reasonGiven = unverified!.DAILY_ATTENDANCE_ID;
  });

  it('emails the notice once to the carer and the homeroom teacher, recorded in the email statistics', async () => {
    const tokenOf = await tokenFor('carer1');
    const send = () => callApi('send-absent-email/', { token: tokenOf, method: 'POST', body: { data: { STUDENT_NUMBER: MIA, DAILY_ATTENDANCE_ID: notice.DAILY_ATTENDANCE_ID } } });
    expect(answerOf('POST send-absent-email', await send())).toEqual({ DAILY_ATTENDANCE_ID: notice.DAILY_ATTENDANCE_ID, recipients: 2 });
    expect(answerOf('POST send-absent-email', await send())).toMatchObject({ recipients: 2 });
    const rows = await cmsFind<{ type: string; SESDestinationAddress: string; student_id: string }>('email-statistics', { send_id: { $eq: `notify-absence-${notice.DAILY_ATTENDANCE_ID}` } });
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.type === 'Notify Absence' && row.student_id === MIA)).toBe(true);
    expect(rows.map((row) => row.SESDestinationAddress)).toContain(CARER1_EMAIL);
    for (const { SESDestinationAddress } of rows) {
      const day = formatDay(notice.absence_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      const mails = (await inbox(SESDestinationAddress)).filter((email) => email.subject === 'Absence notified: Mia Taylor' && email.body.text?.includes(`Date: ${day}`));
      expect(mails, SESDestinationAddress).toHaveLength(1);
      expect(mails[0]!.body.text).toContain('Reason: Medical appointment');
      // People read the child and the day, not the record's id.
      expect(mails[0]!.body.text).not.toContain(notice.DAILY_ATTENDANCE_ID);
      expect(mails[0]!.body.html).not.toContain(notice.DAILY_ATTENDANCE_ID);
    }

    const other = { data: { STUDENT_NUMBER: NOAH, DAILY_ATTENDANCE_ID: notice.DAILY_ATTENDANCE_ID } };
    expect((await callApi('send-absent-email/', { token: tokenOf, method: 'POST', body: other })).status).toBe(404);
    const stranger = { data: { STUDENT_NUMBER: MIA, DAILY_ATTENDANCE_ID: notice.DAILY_ATTENDANCE_ID } };
    expect((await callApi('send-absent-email/', { token: await tokenFor('carer2'), method: 'POST', body: stranger })).status).toBe(404);
  });

  it("writes each person's email in the language they read: carer1 reading Vietnamese gets it in Vietnamese, the school as before", async () => {
    const [carer1] = await cmsFind<{ documentId: string; language: string | null }>('portal-users', {
      username: { $eq: 'carer1' },
      campus: { $eq: 'sydney' },
    });
    await cmsUpdate('portal-users', carer1!.documentId, { language: 'vi' });
    try {
      const reason = `Family visit ${randomUUID().slice(0, 8)}`;
      const leave = answerOf(
        'POST absences',
        await notify('carer1', {
          STUDENT_NUMBER: MIA,
          absence_type: 'extended_leave',
          absence_date: inDays(8),
          end_date: inDays(10),
          reason,
        }),
      );
      const send = await callApi('send-absent-email/', {
        token: await tokenFor('carer1'),
        method: 'POST',
        body: { data: { STUDENT_NUMBER: MIA, DAILY_ATTENDANCE_ID: leave.DAILY_ATTENDANCE_ID } },
      });
      expect(answerOf('POST send-absent-email', send)).toMatchObject({ recipients: 2 });
      const vietnameseDay = (day: string) =>
        formatSchoolTime(dayAsUtcNoon(day), 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'vi');
      const [mine] = (await inbox(CARER1_EMAIL)).filter((email) => email.body.text?.includes(reason));
      expect(mine!.subject).toBe('Báo vắng mặt: Mia Taylor');
      expect(mine!.body.html).toMatch(/<html lang="vi" dir="ltr"/);
      expect(mine!.body.text).toContain(`Các ngày: ${vietnameseDay(inDays(8))} đến ${vietnameseDay(inDays(10))}`);
      expect(mine!.body.text).toContain('Loại vắng mặt: Nghỉ dài ngày');
      // The family's own words stay as they typed them.
      expect(mine!.body.text).toContain(`Lý do: ${reason}`);
      const rows = await cmsFind<{ SESDestinationAddress: string }>('email-statistics', {
        send_id: { $eq: `notify-absence-${leave.DAILY_ATTENDANCE_ID}` },
      });
      const teacher = rows.map((row) => row.SESDestinationAddress).find((address) => address !== CARER1_EMAIL)!;
      const [school] = (await inbox(teacher)).filter((email) => email.body.text?.includes(reason));
      expect(school!.subject).toBe('Absence notified: Mia Taylor');
      expect(school!.body.text).toContain(
        `Dates: ${formatDay(inDays(8), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })} to `,
      );
    } finally {
      await cmsUpdate('portal-users', carer1!.documentId, { language: carer1!.language });
    }
  });
});

let reasonGiven: string | undefined;

describe('absences: a partial day’s times', () => {
  const partial = { STUDENT_NUMBER: NOAH, absence_type: 'partial', absence_date: inDays(2), reason: 'Orthodontist' };

  it('refuses a partial day without its times, naming each field', async () => {
    const none = await notify('carer1', partial);
    expect(none.status).toBe(400);
    expect(none.body.responceObject.error.fields).toMatchObject({
      'data.departure_time': ABSENCE_MESSAGES.departureTimeRequired,
      'data.arrival_time': ABSENCE_MESSAGES.arrivalTimeRequired,
    });
    const backwards = await notify('carer1', { ...partial, departure_time: '13:00', arrival_time: '11:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.responceObject.error.fields).toEqual({ 'data.arrival_time': ABSENCE_MESSAGES.arrivalNotAfterDeparture });
    const evening = await notify('carer1', { ...partial, departure_time: '10:00', arrival_time: '18:00' });
    expect(evening.status).toBe(400);
    expect(evening.body.responceObject.error.message).toBe(ABSENCE_MESSAGES.timeOutsideSchoolDay);
    const wholeDayWithTimes = await notify('carer1', { ...partial, absence_type: 'whole_day', departure_time: '10:00', arrival_time: '11:00' });
    expect(wholeDayWithTimes.status).toBe(400);
  });

  it('stores a partial day with its times and lists them', async () => {
    const answer = await notify('carer1', { ...partial, departure_time: '10:15', arrival_time: '12:30' });
    expect(answer.status).toBe(201);
    const stored = answerOf('POST absences', answer);
    expect(stored).toMatchObject({ absence_type: 'partial', departure_time: '10:15', arrival_time: '12:30' });
    const listed = answerOf('GET absences', await absences('carer1', `?STUDENT_NUMBER=${NOAH}`)).find((a) => a.DAILY_ATTENDANCE_ID === stored.DAILY_ATTENDANCE_ID);
    expect(listed).toMatchObject({ departure_time: '10:15', arrival_time: '12:30' });
  });
});

describe('absences: one count everywhere', () => {
  it('counts the same unverified and verified absences on /absences as on the dashboard, a notice made ahead included', async () => {
    const counted = async () => countAbsences(answerOf('GET absences', await absences('carer1', `?STUDENT_NUMBER=${NOAH}`)), schoolDayOf(new Date(), DEFAULT_SCHOOL_TIME_ZONE));
    const summary = async () => answerOf('GET absences/absence-summary', await callApi('absences/absence-summary/?username=student2', { token: await tokenFor('carer1') }));
    const before = await summary();
    expect(await counted()).toEqual({ verified: before.green, unverified: before.red });

    expect((await notify('carer1', { STUDENT_NUMBER: NOAH, absence_type: 'whole_day', absence_date: inDays(1), reason: 'Counted ahead' })).status).toBe(201);
    const after = await summary();
    expect(after.red).toBe(before.red + 1);
    expect(await counted()).toEqual({ verified: after.green, unverified: after.red });
  });
});

describe('school terms', () => {
  it('gives each campus its own terms, first to last', async () => {
    const sydney = answerOf('GET school-terms', await callApi('school-terms/', { token: await tokenFor('carer1') }));
    const year = String(new Date().getFullYear());
    expect(sydney.filter((term) => term.first_day.startsWith(year)).map((term) => term.name)).toEqual(['Term 1', 'Term 2', 'Term 3', 'Term 4']);
    expect(sydney.every((term) => term.campus === 'sydney' && term.first_day <= term.last_day)).toBe(true);
    const armidale = answerOf('GET school-terms', await callArmidale('school-terms/', { username: 'carer1' }));
    expect(armidale.length).toBeGreaterThan(0);
    expect(armidale.every((term) => term.campus === 'armidale')).toBe(true);
    expect((await callApi('school-terms/')).status).toBe(401);
  });
});

describe('absences: the CSV export for the school system', () => {
  it('gives staff a short-lived signed link to their campus’s absences, with formula cells defused', async () => {
    const formula = await notify('carer1', { ...tomorrowNotice, STUDENT_NUMBER: NOAH, reason: '=HYPERLINK("http://x.test","Click")' });
    const stored = answerOf('POST absences', formula);
    const from = inDays(-120);
    const to = inDays(30);
    expect((await callApi(`absences/export?from=${from}&to=${to}`, { token: await tokenFor('carer1') })).status).toBe(404);
    expect((await callApi(`absences/export?from=${from}&to=${to}`, { token: await tokenFor('student1') })).status).toBe(404);
    expect((await callApi(`absences/export?from=${to}&to=${from}`, { token: await tokenFor('teacher1') })).status).toBe(400);
    const link = answerOf('GET absences/export', await callApi(`absences/export?from=${from}&to=${to}`, { token: await tokenFor('teacher1') }));

    const csv = await fetchFile(link);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`absences-${from}-to-${to}.csv`);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(ABSENCES_CSV_COLUMNS.join(','));
    const row = lines.find((line) => line.startsWith(stored.DAILY_ATTENDANCE_ID));
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"",""Click"")"`);
    expect(lines.some((line) => line.includes(`,${MIA},Mia Taylor,`))).toBe(true);
    expect(lines.some((line) => line.includes(ZARA))).toBe(false);

    const tampered = new URL(link);
    tampered.searchParams.set('campus', 'armidale');
    expect((await fetchFile(tampered.toString())).status).toBe(403);
    const expired = new URL(link);
    expired.searchParams.set('expires', String(Date.now() - 1000));
    expect((await fetchFile(expired.toString())).status).toBe(403);
  });
});

describe('the daily Unverified Absence emails', () => {
  // Yesterday's run: today's is already queued for its configured time (a day runs once).
  const today = inDays(-1);
  const run = () =>
    fetch(`${stack.cmsUrl}/api/pdf-queue/unverified-absence-emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.cmsSetupToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { day: today } }),
    });
  type Row = { type: string; SESDestinationAddress: string; student_id: string; send_id: string };
  const rowsOfToday = () => cmsFind<Row>('email-statistics', { send_id: { $startsWith: `unverified-absence-${today}` } });

  it('emails carers once per day about absences without a reason, skipping those with one', async () => {
    const first = await run();
    expect([200, 201]).toContain(first.status);
    const rows = await eventually(rowsOfToday, (found) => found.some((row) => row.student_id === MIA) && found.some((row) => row.student_id === NOAH), 15_000);
    expect(rows.map((row) => [row.type, row.SESDestinationAddress])).toEqual(rows.map(() => ['Unverified Absence', CARER1_EMAIL]));
    const mails = await eventually(
      async () => (await inbox(CARER1_EMAIL)).filter((email) => email.subject === 'Unverified absence: Mia Taylor' && email.body.text?.includes(`/absences/edit-absence-reason/${MIA}/`)),
      (found) => found.length > 0,
      5_000,
    );
    const text = mails.at(-1)!.body.text!;
    // The count the screens show for that day, by the same rule.
    const { unverified } = countAbsences(answerOf('GET absences', await absences('carer1', `?STUDENT_NUMBER=${MIA}`)), today);
    expect(text).toContain(`Mia Taylor has ${unverified} unverified ${unverified === 1 ? 'absence' : 'absences'} this school year.`);
    // The absence whose reason was given above is not chased; the notice for tomorrow is not due yet.
    expect(reasonGiven).toBeDefined();
    expect(text).not.toContain(reasonGiven!);
    expect(text).not.toContain('NA-');

    const again = await run();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { created: boolean } }).data.created).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rowsOfToday()).toHaveLength(rows.length);
    const unverifiedMails = (await inbox(CARER1_EMAIL)).filter((email) => email.subject === 'Unverified absence: Mia Taylor' && email.body.text?.includes(`/absences/edit-absence-reason/${MIA}/`));
    expect(unverifiedMails).toHaveLength(mails.length);
  });

  afterAll(async () => {
    // Mia's absence back as seeded, without a reason.
    if (!reasonGiven) return;
    const [absence] = await cmsFind('absences', { DAILY_ATTENDANCE_ID: { $eq: reasonGiven } });
    if (absence) await cmsUpdate('absences', absence.documentId, { reason: null, explanation: null, notified_by_username: null });
  });
});
