import { describe, expect, it } from 'vitest';
import { DARK_TEXT_COLOUR, LIGHT_TEXT_COLOUR } from '@portal/contract';
import { unverifiedAbsenceMessage } from '../jobs/unverified-absence-emails';
import { connectionsPdfMessage } from '../jobs/connections-pdf-email';
import { emailWordsIn } from '../email-texts';
import { bodySection, brandedMessage, renderEmail } from './layout';
import { DEFAULT_SCHOOL_NAME, emailLogoUrl, schoolBrand } from './school-brand';

const sydney = schoolBrand({ school_name: 'Portal Demo School', ribbon_logo: '/school/ribbon-logo-sydney.svg', theme_colours: { header_colour: '#0B2545', footer_colour: '#13315C' } }, 'https://portal.example/');

/** The text a person sees of an HTML part: no tags, no hidden preview. */
const visibleText = (html: string) =>
  html
    .replace(/<head[\s\S]*?<\/head>/, '')
    .replace(/<div style="display:none[\s\S]*?<\/div>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the layout of every email', () => {
  it("heads the message with the school's name and ribbon logo (the portal's PNG of it, never the SVG) on its header colour, the text on it white where white reads", () => {
    const { html } = renderEmail(sydney, { subject: 'Hello', heading: 'Hello', body: bodySection('<mj-text>Body</mj-text>'), text: 'Body' });
    expect(visibleText(html).startsWith('Portal Demo School Hello Body')).toBe(true);
    expect(html).toMatch(/<img\s+alt="" src="https:\/\/portal\.example\/api\/public\/ribbon-logo\.png\?v=[0-9a-f]{12}"[^>]+width="48" height="48"/);
    expect(html).not.toContain('.svg');
    expect(html).toContain('background:#0B2545');
    expect(html).toMatch(new RegExp(`font-size:20px;[^"]*color:${LIGHT_TEXT_COLOUR};"\\s*>Portal Demo School<`, 'i'));
    // The footer: the school again, on its footer colour, with the portal's link.
    expect(html).toContain('background:#13315C');
    expect(html).toContain('href="https://portal.example/"');
    // Nothing loads from elsewhere: no web font from Google's font service.
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it("writes dark text on a pale school colour, so the school's name stays readable", () => {
    const pale = schoolBrand({ school_name: 'Sunny Hill', ribbon_logo: null, theme_colours: { header_colour: '#F5D547', footer_colour: '#FFFFFF' } }, 'https://portal.example');
    const { html } = renderEmail(pale, { subject: 'Hi', heading: 'Hi', body: '', text: '' });
    expect(html).toMatch(new RegExp(`font-size:20px;[^"]*color:${DARK_TEXT_COLOUR};"\\s*>Sunny Hill<`, 'i'));
    expect(html).not.toContain('<img');
  });

  it('falls back to the portal name and colour for a campus without settings, and refuses logos a mail reader should not load', () => {
    expect(schoolBrand(null, 'https://portal.example')).toEqual({ name: DEFAULT_SCHOOL_NAME, logoUrl: null, headerColour: '#1f3864', footerColour: '#1f3864', portalUrl: 'https://portal.example' });
    expect(schoolBrand({ theme_colours: { header_colour: 'red; background:url(x)' } }, 'https://p.example').headerColour).toBe('#1f3864');
    // A PNG or JPEG elsewhere (a cloud upload) shows in every mail reader as it is; an SVG there would not, and the portal does not fetch it.
    expect(emailLogoUrl('https://cdn.example/logo.png', 'https://p.example')).toBe('https://cdn.example/logo.png');
    expect(emailLogoUrl('https://cdn.example/logo.JPG?w=2', 'https://p.example')).toBe('https://cdn.example/logo.JPG?w=2');
    expect(emailLogoUrl('https://cdn.example/logo.svg', 'https://p.example')).toBeNull();
    for (const unsafe of ['//evil.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'logo.png', '/x" onerror="y', 'http://[x.png']) expect(emailLogoUrl(unsafe, 'https://p.example')).toBeNull();
  });

  it("loads a logo of the portal's own (the demo's SVG, an upload) as the portal's PNG, on a new address when the school changes it", () => {
    const svg = emailLogoUrl('/school/ribbon-logo-sydney.svg', 'https://p.example/');
    const upload = emailLogoUrl('/uploads/logo_3f2a.png', 'https://p.example');
    expect(svg).toMatch(/^https:\/\/p\.example\/api\/public\/ribbon-logo\.png\?v=[0-9a-f]{12}$/);
    expect(upload).toMatch(/^https:\/\/p\.example\/api\/public\/ribbon-logo\.png\?v=[0-9a-f]{12}$/);
    expect(upload).not.toBe(svg);
    expect(emailLogoUrl(' /school/ribbon-logo-sydney.svg ', 'https://p.example')).toBe(svg);
  });

  it('has a plain-text part that says the same in the same order, without any markup', () => {
    const { text } = brandedMessage(sydney, { subject: 'Absence notified: Mia Taylor', html: '<p>Sam Taylor has notified the school.</p>', text: 'Sam Taylor has notified the school.\n\nDate: Thursday 26 November 2026' });
    expect(text).toBe(
      [
        'Portal Demo School',
        '==================',
        '',
        'Absence notified: Mia Taylor',
        '',
        'Sam Taylor has notified the school.',
        '',
        'Date: Thursday 26 November 2026',
        '',
        '-- ',
        'Portal Demo School',
        'https://portal.example/',
      ].join('\n'),
    );
  });

  it("puts a body written elsewhere (the BFF's absence and note emails) inside the school's layout, headed by its subject", () => {
    const { html } = brandedMessage(sydney, { subject: 'Absence notified: Mia Taylor', html: '<p>Sam Taylor has notified the school.</p><table><tr><th>Date</th><td>Thursday 26 November 2026</td></tr></table>', text: 'x' });
    expect(html).toMatch(/<meta name="viewport"/);
    expect(html).toContain('<h1 style="margin:0;font-size:26px;line-height:1.25">Absence notified: Mia Taylor</h1>');
    expect(html).toContain('<p>Sam Taylor has notified the school.</p><table><tr><th>Date</th><td>Thursday 26 November 2026</td></tr></table>');
    // Every text in a sans-serif face, never the mail reader's default serif.
    expect(html).toMatch(/font-family:-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif/);
  });

  it('shows an unsubscribe link in the footer only when the mail has one', () => {
    const bulk = renderEmail(sydney, { subject: 's', heading: 'h', body: '', text: 't', footerNote: 'You receive this email as a member of the school community.', unsubscribeUrl: 'https://portal.example/api/unsubscribe?t=a&b' });
    expect(bulk.html).toContain('href="https://portal.example/api/unsubscribe?t=a&amp;b"');
    expect(bulk.text).toContain('Unsubscribe from these emails: https://portal.example/api/unsubscribe?t=a&b');
    const transactional = brandedMessage(sydney, { subject: 's', html: '<p>x</p>', text: 'x' });
    expect(transactional.html).not.toContain('Unsubscribe');
    expect(transactional.text).not.toContain('Unsubscribe');
  });
});

describe("the daily 'Unverified Absence' email", () => {
  it('names the child and each day by its date, linking each to its reason form, with no record id for a reference', () => {
    const message = unverifiedAbsenceMessage({ firstname: 'Sam', username: 'carer1' }, { name: 'Mia Taylor', studentNumber: '100234' }, [{ absence_date: '2026-11-23', DAILY_ATTENDANCE_ID: 'NA-3f2a9c4e-1b7d-4e0a-9a51-7c2f0d1e6b88' }], 1, sydney);
    expect(message.subject).toBe('Unverified absence: Mia Taylor');
    expect(visibleText(message.html)).toContain('Monday 23 November 2026 : Give the reason');
    expect(visibleText(message.html)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(message.html).toContain('href="https://portal.example/absences/edit-absence-reason/100234/NA-3f2a9c4e-1b7d-4e0a-9a51-7c2f0d1e6b88"');
    expect(message.text).toContain('Mia Taylor has 1 unverified absence this school year.');
    expect(message.text).toContain('- Monday 23 November 2026: give the reason at https://portal.example/absences/edit-absence-reason/100234/');
  });
});

describe("emails in the reader's language", () => {
  const days = [
    { absence_date: '2026-11-23', DAILY_ATTENDANCE_ID: 'DA-1' },
    { absence_date: '2026-11-24', DAILY_ATTENDANCE_ID: 'DA-2' },
  ];

  it("writes the 'Unverified Absence' email in Vietnamese, its days in Vietnamese dates, names as they are", () => {
    const message = unverifiedAbsenceMessage(
      { firstname: 'Lan', username: 'carer1' },
      { name: 'Mia Taylor', studentNumber: '100234' },
      days,
      3,
      sydney,
      emailWordsIn('vi', 'latn'),
    );
    expect(message.subject).toBe('Vắng mặt chưa xác nhận: Mia Taylor');
    expect(message.html).toMatch(/<html lang="vi" dir="ltr"/);
    expect(message.text).toContain('Kính gửi Lan,');
    expect(message.text).toContain('Trong năm học này, Mia Taylor có 3 lần vắng mặt chưa xác nhận.');
    expect(message.text).toContain(
      '- Thứ Hai, 23 tháng 11, 2026: nêu lý do tại https://portal.example/absences/edit-absence-reason/100234/DA-1',
    );
    expect(visibleText(message.html)).toContain('Thứ Ba, 24 tháng 11, 2026 : Nêu lý do');
    expect(message.html).not.toMatch(/Give the reason|Dear|unverified/);
  });

  it("writes it in Arabic right to left, the count in the grammar of its number and the school's digits", () => {
    const arabic = emailWordsIn('ar', 'arab');
    const message = unverifiedAbsenceMessage(
      { firstname: 'Omar', username: 'carer2' },
      { name: 'Layla Haddad', studentNumber: '100235' },
      days.slice(0, 1),
      2,
      sydney,
      arabic,
    );
    expect(message.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(message.subject).toBe('غياب غير مبرَّر: Layla Haddad');
    expect(message.text).toContain('لدى Layla Haddad غيابان غير مبرَّرين في هذه السنة الدراسية.');
    expect(message.text).toContain(
      '- الاثنين، ٢٣ نوفمبر ٢٠٢٦: يُرجى تقديم السبب على https://portal.example/absences/edit-absence-reason/100235/DA-1',
    );
    expect(visibleText(message.html)).toContain('تقديم السبب');
  });

  it("puts a body the BFF wrote in a language inside the layout in that language: the footer's words, lang and direction", () => {
    const bulk = brandedMessage(
      sydney,
      { subject: 's', html: '<p>x</p>', text: 'x', unsubscribeUrl: 'https://portal.example/u' },
      emailWordsIn('zh-Hans', 'latn'),
    );
    expect(bulk.html).toMatch(/<html lang="zh-Hans" dir="ltr"/);
    expect(bulk.html).toContain('>退订</a>这些邮件。');
    expect(bulk.text).toContain('退订这些邮件：https://portal.example/u');
  });

  it('gives the Connections PDF link in Vietnamese under the template the school wrote, which stays as written', () => {
    const payload = {
      subject: 'Connections this week',
      html: '<p>This week in <strong>Connections</strong>.</p>',
      text: 'This week in Connections.',
      download: {
        title: 'Connections Term 4',
        url: 'https://portal.example/api/public/connections-pdf-file?pdf=a&sig=b',
        expires: '2026-12-09T03:00:00.000Z',
      },
    };
    const message = connectionsPdfMessage(sydney, payload, emailWordsIn('vi', 'latn'), 'Australia/Sydney');
    expect(message.html).toContain('<p>This week in <strong>Connections</strong>.</p>');
    expect(message.html).toContain(
      '<a href="https://portal.example/api/public/connections-pdf-file?pdf=a&amp;sig=b" style="font-weight:bold">Tải xuống Connections Term 4 (PDF)</a>',
    );
    expect(message.text).toContain(
      'Tải xuống Connections Term 4 (PDF): https://portal.example/api/public/connections-pdf-file?pdf=a&sig=b\nĐường dẫn có hiệu lực đến 9 tháng 12, 2026.',
    );
    const english = connectionsPdfMessage(sydney, payload, emailWordsIn('en', 'latn'), 'Australia/Sydney');
    expect(english.text).toContain(
      'Download Connections Term 4 (PDF): https://portal.example/api/public/connections-pdf-file?pdf=a&sig=b\nThe link opens until 9 December 2026.',
    );
  });
});
