import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, EMAIL_SENDING_MESSAGES as M, schoolDayOf, type EmailSendRecord } from '@portal/contract';
import { callApi, callArmidale, getWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind, cmsUpdate } from '../../test/cms-records.ts';
import { signInCmsAdmin } from '@portal/stack/cms-setup-token';
import { headerOf, messagesOf, openLink, waitForSend } from './email-sending-test-helpers.ts';

const hour = 3_600_000;
const window = () => ({ published: true, publish_start: new Date(Date.now() - hour).toISOString(), publish_end: new Date(Date.now() + 24 * hour).toISOString() });

describe('send-emails (admin spec 7 "Send emails")', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answers 403 to %s for every call', async (username) => {
    const token = await tokenFor(username);
    expect((await callApi('send-emails/', { token, method: 'POST', body: { type: 'Weekly', email_testing: true, recipient: 'a@b.example.com' } })).status).toBe(403);
    expect((await callApi('send-emails/', { token })).status).toBe(403);
    expect((await callApi('send-emails/abcdefghij1234567890abcd', { token })).status).toBe(403);
    expect((await callApi('send-emails/recipient-count?type=Weekly', { token })).status).toBe(403);
  });

  it("refuses to count with a query it cannot read, with the contract's message", async () => {
    const token = await tokenFor('admin1');
    const refusals = [
      ['', M.type],
      ['type=Monthly', M.type],
      ['type=Weekly&except_for=not%20an%20address', M.exceptForInvalid],
      ['type=Weekly&campus=armidale', ''],
    ] as const;
    for (const [query, message] of refusals) {
      const answer = await callApi<{ responceObject: { records: null; error: { message: string } } }>(`send-emails/recipient-count?${query}`, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.responceObject.records, query).toBeNull();
      expect(answer.body.responceObject.error.message, query).toContain(message);
    }
  });

  it("counts only the admin's own campus: a token of the other campus is refused at this campus's host", async () => {
    expect((await getWithHost('send-emails/recipient-count?type=Weekly', 'armidale.localhost', await tokenFor('admin1', 'sydney'))).status).toBe(401);
    expect((await getWithHost('send-emails/recipient-count?type=Weekly', 'localhost', await tokenFor('admin1', 'armidale'))).status).toBe(401);
  });

  it('refuses a body it cannot send, with a message and nothing queued', async () => {
    const token = await tokenFor('admin1');
    const before = answerOf('GET send-emails', await callApi('send-emails/?page_size=100', { token })).length;
    const refusals = [
      [{ type: 'Monthly' }, M.type],
      [{ type: 'Weekly', email_testing: true }, M.recipientRequired],
      [{ type: 'Weekly', email_testing: true, recipient: 'stranger@elsewhere.example.com' }, M.recipientNotSaved],
      [{ type: 'Weekly', except_for: ['not an address'] }, M.exceptForInvalid],
    ] as const;
    for (const [body, message] of refusals) {
      const answer = await callApi<{ responceObject: { message: string } }>('send-emails/', { token, method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(answerOf('GET send-emails', await callApi('send-emails/?page_size=100', { token }))).toHaveLength(before);
  });

  it('Testing On: only the chosen saved test address receives the digest, with every post, both parts and a working unsubscribe header', async () => {
    const token = await tokenFor('admin1');
    const [text] = answerOf('GET weeklyemailtext', await callApi('weeklyemailtext/', { token }));
    const recipient = text!.test_emails_list[0]!;
    const answer = await callApi('send-emails/', { token, method: 'POST', body: { type: 'Weekly', email_testing: true, recipient, except_for: [] } });
    expect(answer.status).toBe(201);
    const started = answerOf('POST send-emails', answer);
    expect(started).toMatchObject({ type: 'Weekly', email_testing: true, recipient, total: 1 });
    expect(['Queued', 'Sending', 'Sent']).toContain(started.status);

    const done = await waitForSend('sydney', started.emailsendUid);
    expect(done).toMatchObject({ status: 'Sent', sent: 1, total: 1, failed: 0 });
    const messages = await messagesOf(started.emailsendUid);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message!.destination.to).toEqual([recipient]);
    expect(message!.subject).toMatch(/^Weekly Digest: /);
    // The blurb's first words, and every live newsletter and notice of the campus.
    expect(message!.body.text).toContain(text!.email_text.split('\n')[0]!.replace(/\*\*/g, '').slice(0, 20));
    expect(started.post_ids.length).toBeGreaterThan(1);
    expect(message!.body.html).toMatch(/<html/);
    // Each picture read out in the words its post carries (the demo seed's descriptions).
    expect(message!.body.html).toMatch(/<img\s+alt="Drawing of [^"]+"/);
    expect(headerOf(message!, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?t=[\w.-]+>$/);
    expect(headerOf(message!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(message!.body.html).toContain('Unsubscribe');

    const listed = answerOf('GET send-emails', await callApi('send-emails/', { token }));
    expect(listed[0]).toMatchObject({ emailsendUid: started.emailsendUid, status: 'Sent' });
    // Armidale's administrator does not see Sydney's sends.
    expect((await callArmidale(`send-emails/${started.emailsendUid}`, { username: 'admin1' })).status).toBe(404);
  });

  it("answers 'No any user was in queue' when nobody qualifies or no post of the kind is live", async () => {
    const everyone = (await cmsFind<{ email: string | null }>('portal-users', { campus: { $eq: 'armidale' } })).map((user) => user.email).filter((email): email is string => Boolean(email));
    const nobody = await callArmidale<object>('send-emails/', { username: 'admin1', method: 'POST', body: { type: 'Principal', except_for: everyone } });
    expect(nobody.status, JSON.stringify(nobody.body)).toBe(400);
    expect(JSON.stringify(nobody.body)).toContain(M.emptyQueue);

    const [daily] = await cmsFind<{ documentId: string; title: string }>('posts', { campus: { $eq: 'armidale' }, type: { $eq: 'dailyemail' }, published: { $eq: true } });
    await cmsUpdate('posts', daily!.documentId, { published: false });
    try {
      const noPost = await callArmidale<object>('send-emails/', { username: 'admin1', method: 'POST', body: { type: 'Daily' } });
      expect(noPost.status).toBe(400);
      expect(JSON.stringify(noPost.body)).toContain(M.emptyQueue);
    } finally {
      await cmsUpdate('posts', daily!.documentId, { published: true });
    }
  });

  describe('Testing Off: who receives it', () => {
    const tag = randomUUID().slice(0, 8);
    const domain = `send-${tag}.example.com`;
    const address = (name: string) => `${name}@${domain}`;
    const made: Array<[string, string]> = [];
    // The campus's own daily reminders go to everyone; held back here so that only this test's posts decide.
    let held: string[] = [];
    let groupOne = '';
    let groupTwo = '';
    const carersPost = `Carers of group one ${tag}`;
    const staffPost = `Staff of group two ${tag}`;

    beforeAll(async () => {
      held = (await cmsFind<{ documentId: string }>('posts', { campus: { $eq: 'armidale' }, type: { $eq: 'dailyemail' }, published: { $eq: true } })).map((post) => post.documentId);
      for (const id of held) await cmsUpdate('posts', id, { published: false });
      groupOne = await cmsCreate('groups', { groupname: `Send test one ${tag}` });
      groupTwo = await cmsCreate('groups', { groupname: `Send test two ${tag}` });
      made.push(['groups', groupOne], ['groups', groupTwo]);
      const people: Array<{ name: string; type: string; groups: string[]; email?: string; campus?: 'sydney' }> = [
        { name: 'carer-a', type: 'affiliate', groups: [groupOne] },
        { name: 'student-a', type: 'student', groups: [groupOne] },
        { name: 'staff-a', type: 'faculty', groups: [groupTwo] },
        { name: 'carer-c', type: 'affiliate', groups: [groupTwo] },
        { name: 'dup-1', type: 'affiliate', groups: [groupOne], email: `Twice@${domain.toUpperCase()}` },
        { name: 'dup-2', type: 'affiliate', groups: [groupOne], email: address('twice') },
        { name: 'excluded', type: 'affiliate', groups: [groupOne] },
        { name: 'suppressed', type: 'affiliate', groups: [groupOne] },
        { name: 'leaver', type: 'affiliate', groups: [groupOne] },
        { name: 'no-email', type: 'affiliate', groups: [groupOne], email: '' },
        // In the group, but of the other campus: never reached, nor counted, from Armidale.
        { name: 'sydney-carer', type: 'affiliate', groups: [groupOne], campus: 'sydney' },
      ];
      for (const person of people) {
        const email = person.email ?? address(person.name);
        const id = await cmsCreate('portal-users', { username: `${person.name}-${tag}`, type: person.type, is_carer: person.type === 'affiliate', campus: person.campus ?? 'armidale', groups: person.groups, ...(email ? { email } : {}) });
        made.push(['portal-users', id]);
      }
      made.push(['posts', await cmsCreate('posts', { type: 'dailyemail', title: carersPost, content_html: `<p>For carers &amp; ${tag}</p>`, campus: 'armidale', groups: [groupOne], for_carer_only: true, ...window() })]);
      made.push(['posts', await cmsCreate('posts', { type: 'dailyemail', title: staffPost, content_html: '<p>For staff</p>', campus: 'armidale', groups: [groupTwo], user_types: ['staff'], ...window() })]);
      // A hard bounce or complaint puts an address here (SNS events); set straight in the CMS's admin API.
      const cmsAdmin = await signInCmsAdmin(inject('stack').cmsUrl, inject('stack').cmsAdmin);
      const suppressed = await fetch(`${inject('stack').cmsUrl}/content-manager/collection-types/plugin::email-sends.suppression`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cmsAdmin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: address('suppressed'), reason: 'complaint' }),
      });
      expect(suppressed.status).toBe(201);
    });

    afterAll(async () => {
      for (const [collection, id] of made.reverse()) await cmsDelete(collection, id).catch(() => undefined);
      for (const id of held) await cmsUpdate('posts', id, { published: true });
    });

    const send = async () => {
      const answer = await callArmidale<unknown>('send-emails/', { username: 'admin1', method: 'POST', body: { type: 'Daily', email_testing: false, except_for: [address('excluded').toUpperCase()] } });
      expect(answer.status).toBe(201);
      const started = answerOf('POST send-emails', answer as never) as EmailSendRecord;
      const done = await waitForSend('armidale', started.emailsendUid);
      return { started, done, messages: (await messagesOf(started.emailsendUid)).filter((email) => email.destination.to[0]!.endsWith(`@${domain}`)) };
    };

    it('reaches each person whose audience matches a post, with only the posts they may read, each address once', { timeout: 90_000 }, async () => {
      const { started, done, messages } = await send();
      expect(done.status).toBe('Sent');
      expect(done.sent).toBe(done.total);
      expect(started.total).toBeGreaterThanOrEqual(4);
      const to = messages.map((email) => email.destination.to[0]).sort();
      // Not the student (the post excludes students), carer-c (staff only), the excluded, suppressed and address-less people; 'twice' once.
      expect(to).toEqual([address('carer-a'), address('leaver'), address('staff-a'), address('twice')]);
      const of = (name: string) => messages.find((email) => email.destination.to[0] === address(name))!;
      expect(of('carer-a').body.html).toContain(carersPost);
      expect(of('carer-a').body.html).not.toContain(staffPost);
      expect(of('carer-a').body.html).toContain(`For carers &amp; ${tag}`);
      expect(of('staff-a').body.text).toContain(staffPost);
      expect(of('staff-a').body.text).not.toContain(carersPost);
      for (const message of messages) expect(message.destination.to).toHaveLength(1);
    });

    it('lets a person unsubscribe from the link with no sign-in, and the next send skips them', { timeout: 120_000 }, async () => {
      const { messages } = await send();
      const leaver = messages.find((email) => email.destination.to[0] === address('leaver'))!;
      const link = /^<(.+)>$/.exec(headerOf(leaver, 'List-Unsubscribe')!)![1]!;
      expect(link.startsWith('http://armidale.localhost:')).toBe(true);
      expect(leaver.body.html).toContain(link.replace(/&/g, '&amp;'));

      const page = await openLink(link);
      expect(page.status).toBe(200);
      expect(page.text).toContain(address('leaver'));
      expect(page.text).toMatch(/<button type="submit">Unsubscribe<\/button>/);
      // Safety mail is not the newsletters: the page says so before anyone unsubscribes (issue 29).
      expect(page.text).toContain('Emergency alerts the school could not deliver to your devices are still emailed: they are about safety, not news.');
      // Nothing is recorded by opening the page: a mail scanner that follows links unsubscribes no one.
      expect((await send()).messages.map((email) => email.destination.to[0])).toContain(address('leaver'));

      const forged = await openLink(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), { method: 'POST', form: 'List-Unsubscribe=One-Click' });
      expect(forged.status).toBe(400);
      const oneClick = await openLink(link, { method: 'POST', form: 'List-Unsubscribe=One-Click' });
      expect(oneClick.status).toBe(200);
      expect(oneClick.text).toContain('You are unsubscribed');

      const after = await send();
      expect(after.messages.map((email) => email.destination.to[0]).sort()).toEqual([address('carer-a'), address('staff-a'), address('twice')]);
    });

    const count = async (query: string) => answerOf('GET send-emails/recipient-count', await callArmidale(`send-emails/recipient-count?${query}`, { username: 'admin1' }));

    it('counts beforehand the people the send then reaches, leaving out typed and saved exclusions as the send does', { timeout: 90_000 }, async () => {
      const typed = `type=Daily&except_for=${encodeURIComponent(address('excluded').toUpperCase())}`;
      const everyone = await count('type=Daily');
      expect(everyone.type).toBe('Daily');
      const counted = (await count(typed)).recipients;
      expect(counted, 'the typed address is left out').toBe(everyone.recipients - 1);
      const { started, done } = await send();
      expect(started.total).toBe(counted);
      expect(done.sent + done.skipped + done.failed).toBe(counted);

      // The campus's saved exclusion list is left out without being typed, as the send leaves it out.
      const [stored] = await cmsFind<{ documentId: string; except_emails: string; except_emails_list: string[] }>('weekly-email-texts', { campus: { $eq: 'armidale' } });
      const saved = [...(stored?.except_emails_list ?? []), address('carer-a')];
      const textId = stored ? stored.documentId : await cmsCreate('weekly-email-texts', { campus: 'armidale', email_text: '', except_emails: '', except_emails_list: [], test_emails_list: [] });
      try {
        await cmsUpdate('weekly-email-texts', textId, { except_emails: saved.join('\n'), except_emails_list: saved });
        await expect.poll(async () => (await count(typed)).recipients).toBe(counted - 1);
        const savedToo = await send();
        expect(savedToo.started.total).toBe(counted - 1);
        expect(savedToo.messages.map((email) => email.destination.to[0])).not.toContain(address('carer-a'));
      } finally {
        if (stored) await cmsUpdate('weekly-email-texts', textId, { except_emails: stored.except_emails, except_emails_list: stored.except_emails_list });
        else await cmsDelete('weekly-email-texts', textId);
      }

      // Nothing of the kind live: nobody, which is what the send answers with 'No any user was in queue'.
      const principals = (await cmsFind<{ documentId: string }>('posts', { campus: { $eq: 'armidale' }, type: { $eq: 'principal' }, published: { $eq: true } })).map((post) => post.documentId);
      for (const id of principals) await cmsUpdate('posts', id, { published: false });
      try {
        expect(await count('type=Principal')).toEqual({ type: 'Principal', recipients: 0 });
      } finally {
        for (const id of principals) await cmsUpdate('posts', id, { published: true });
      }
    });
  });
});

describe("the weekly digest in each recipient's language (issue 28)", () => {
  const tag = randomUUID().slice(0, 8);
  const domain = `lang-${tag}.example.com`;
  const address = (name: string) => `${name}@${domain}`;
  const made: Array<[string, string]> = [];
  const translated = {
    en: `Swimming carnival ${tag}`,
    vi: `Hội thao bơi lội ${tag}`,
    excerpt: 'Vui lòng cho các em mang theo mũ và nước uống.',
  };
  const untranslated = `Music night ${tag}`;
  let swimming = '';
  let music = '';

  beforeAll(async () => {
    const group = await cmsCreate('groups', { groupname: `Languages ${tag}` });
    made.push(['groups', group]);
    for (const [name, language] of [
      ['vi-reader', 'vi'],
      ['en-reader', 'en'],
    ] as const) {
      made.push([
        'portal-users',
        await cmsCreate('portal-users', {
          username: `${name}-${tag}`,
          type: 'affiliate',
          is_carer: true,
          campus: 'armidale',
          groups: [group],
          email: address(name),
          language,
        }),
      ]);
    }
    swimming = await cmsCreate('posts', {
      type: 'notice',
      title: translated.en,
      excerpt: 'Bring a hat and water.',
      content_html: '<p>Bring a hat and water.</p>',
      campus: 'armidale',
      groups: [group],
      ...window(),
    });
    music = await cmsCreate('posts', {
      type: 'newsletter',
      title: untranslated,
      excerpt: 'Songs in the hall.',
      content_html: '<p>Songs in the hall.</p>',
      campus: 'armidale',
      groups: [group],
      ...window(),
    });
    made.push(['posts', swimming], ['posts', music]);
    // An editor's Vietnamese of the notice: its row in the vi locale, the same document.
    await cmsUpdate('posts', `${swimming}?locale=vi`, {
      title: translated.vi,
      excerpt: translated.excerpt,
      content_html: `<p>${translated.excerpt}</p>`,
      machine_translated: false,
    });
    made.push(['posts', `${swimming}?locale=vi`]);
  });

  afterAll(async () => {
    for (const [collection, id] of made.reverse()) await cmsDelete(collection, id).catch(() => undefined);
  });

  it(
    "writes the Vietnamese reader's digest in Vietnamese, the English reader's as before, each post listed and counted once",
    { timeout: 120_000 },
    async () => {
      const answer = await callArmidale<unknown>('send-emails/', {
        username: 'admin1',
        method: 'POST',
        body: { type: 'Weekly', email_testing: false },
      });
      expect(answer.status).toBe(201);
      const started = answerOf('POST send-emails', answer as never) as EmailSendRecord;
      // The send's posts: each post once, whatever its translations.
      expect(started.post_ids.filter((id) => id === swimming)).toHaveLength(1);
      expect(started.post_ids.filter((id) => id === music)).toHaveLength(1);
      const done = await waitForSend('armidale', started.emailsendUid, 90_000);
      expect(done).toMatchObject({ status: 'Sent', failed: 0 });
      expect(done.sent + done.skipped).toBe(started.total);

      const messages = (await messagesOf(started.emailsendUid)).filter((email) =>
        email.destination.to[0]!.endsWith(`@${domain}`),
      );
      const of = (name: string) => {
        const mine = messages.filter((email) => email.destination.to[0] === address(name));
        expect(mine, name).toHaveLength(1);
        return mine[0]!;
      };
      const vi = of('vi-reader');
      expect(vi.subject).toMatch(/^Bản tin tổng hợp hằng tuần: \d{1,2} tháng \d{1,2}, \d{4}$/);
      expect(vi.body.html).toMatch(/<html lang="vi" dir="ltr"/);
      expect(vi.body.html).toContain('Bản tin tổng hợp hằng tuần</h1>');
      expect(vi.body.html).toContain(`>${translated.vi}</a>`);
      expect(vi.body.html).toContain(translated.excerpt);
      expect(vi.body.html).not.toContain(translated.en);
      // The newsletter nobody translated: in English, marked in Vietnamese.
      expect(vi.body.html).toContain(`<span lang="en" dir="ltr">${untranslated}</span>`);
      expect(vi.body.text).toContain(`${untranslated}\n${'-'.repeat(untranslated.length)}\n(Chưa có bản dịch)`);
      expect(vi.body.html).toContain('Đọc thêm</a>');
      expect(vi.body.html).toContain('>Hủy đăng ký</a> nhận các email này.');
      expect(vi.body.html).not.toMatch(/Weekly Digest|Read more|Not translated yet|Unsubscribe/);

      const en = of('en-reader');
      expect(en.subject).toMatch(/^Weekly Digest: \d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(en.body.html).toMatch(/<html lang="en-AU" dir="ltr"/);
      expect(en.body.html).toContain(`>${translated.en}</a>`);
      expect(en.body.html).not.toContain(translated.vi);
      expect(en.body.html).toContain(`>${untranslated}</a>`);
      expect(en.body.html).not.toMatch(/Not translated yet|Chưa có bản dịch|lang="en" dir="ltr"/);

      for (const message of [vi, en]) {
        // Once each in the list (the inbox preview names the titles too, outside the links).
        expect(
          message.body.html!.match(new RegExp(`>(${translated.en}|${translated.vi})</a>`, 'g')),
          message.destination.to[0],
        ).toHaveLength(1);
        expect(
          message.body.html!.match(new RegExp(`>(<span lang="en" dir="ltr">)?${untranslated}(</span>)?</a>`, 'g')),
          message.destination.to[0],
        ).toHaveLength(1);
        expect(message.body.text!.split(`/notices/notice_details/${swimming}`).length - 1, 'one "Read more" to the notice').toBe(
          1,
        );
        expect(
          message.body.text!.split(`/connections/connection_details/${music}`).length - 1,
          'one "Read more" to the newsletter',
        ).toBe(1);
      }
      // The Email Logs count each message once per post, whatever the language it went in.
      const today = schoolDayOf(new Date(), DEFAULT_SCHOOL_TIME_ZONE);
      for (const post of [swimming, music]) {
        const logs = answerOf(
          'GET emailstatistics',
          await callArmidale(
            `emailstatistics/?types=DIGEST&postUid=${post}&email=${encodeURIComponent(domain)}&start_date=${today}&end_date=${today}`,
            { username: 'admin1' },
          ),
        );
        expect(logs.statistics.map((row) => row.SESDestinationAddress).sort(), post).toEqual([
          address('en-reader'),
          address('vi-reader'),
        ]);
        for (const row of logs.statistics)
          expect(
            row.postsUid.filter((id) => id === post),
            post,
          ).toHaveLength(1);
      }

      // The unsubscribe page follows the browser's language, not the email's.
      const link = /^<(.+)>$/.exec(headerOf(vi, 'List-Unsubscribe')!)![1]!;
      const inVietnamese = await openLink(link, { languages: 'vi-VN,vi;q=0.9,en;q=0.5' });
      expect(inVietnamese.status).toBe(200);
      expect(inVietnamese.text).toMatch(/<html lang="vi" dir="ltr">/);
      expect(inVietnamese.text).toContain('<h1>Hủy đăng ký nhận email của nhà trường</h1>');
      expect(inVietnamese.text).toContain('<button type="submit">Hủy đăng ký</button>');
      const inArabic = await openLink(link, { languages: 'ar-AU,ar;q=0.9' });
      expect(inArabic.text).toMatch(/<html lang="ar" dir="rtl">/);
      expect(inArabic.text).toContain(`<strong><bdi>${address('vi-reader')}</bdi></strong>`);
      expect(inArabic.text).toContain('<button type="submit">إلغاء الاشتراك</button>');
      const inEnglish = await openLink(link, { languages: 'fr-FR,fr;q=0.9' });
      expect(inEnglish.text).toMatch(/<html lang="en-AU" dir="ltr">/);
      expect(inEnglish.text).toContain('<h1>Unsubscribe from school emails</h1>');
      const oneClick = await openLink(link, { method: 'POST', form: 'List-Unsubscribe=One-Click', languages: 'zh-CN,zh;q=0.9' });
      expect(oneClick.status).toBe(200);
      expect(oneClick.text).toMatch(/<html lang="zh-Hans" dir="ltr">/);
      expect(oneClick.text).toContain('<h1>您已退订</h1>');
      const broken = await openLink(link.replace(/t=[^&]+/, 't=not-a-token'), { languages: 'ar' });
      expect(broken.status).toBe(400);
      expect(broken.text).toMatch(/<html lang="ar" dir="rtl">/);
      expect(broken.text).toContain('<h1>رابط إلغاء الاشتراك هذا غير صالح</h1>');
    },
  );
});
