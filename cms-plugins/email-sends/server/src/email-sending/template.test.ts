import { describe, expect, it } from 'vitest';
import { digestGroups, personalise, renderLayout, UNCATEGORISED_HEADING } from './template';
import type { EmailSendingPost } from './recipients';
import { postIn } from './texts-in-language';
import { schoolBrand } from '../email-layout/school-brand';
import { emailWordsIn } from '../email-texts';

const post = (overrides: Partial<EmailSendingPost>): EmailSendingPost => ({
  documentId: 'post0000000000000000001',
  type: 'notice',
  title: 'Swimming carnival',
  excerpt: null,
  content_html: '<p>Bring a hat &amp; water.</p>',
  featured_img_url: null,
  featured_img_alt: null,
  postcategory: null,
  published: true,
  publish_start: '2026-11-20T00:00:00.000Z',
  publish_end: null,
  sort_order: 5,
  user_types: [],
  for_carer_only: false,
  campus: 'sydney',
  groups: [],
  ...overrides,
});

const at = new Date('2026-11-25T00:00:00Z');
const brand = schoolBrand({ school_name: 'Portal Demo School', ribbon_logo: '/school/ribbon-logo-sydney.svg', theme_colours: { header_colour: '#0B2545', footer_colour: '#13315C' } }, 'https://portal.example');

describe('the bodies of email sending', () => {
  it('are responsive HTML and plain text with the posts, links into the portal and the unsubscribe link', () => {
    const layout = renderLayout({ kind: 'DIGEST', posts: [post({}), post({ documentId: 'post0000000000000000002', type: 'newsletter', title: 'Music night' })], blurb: 'Hello **families**', brand, at, timeZone: 'Australia/Sydney' });
    const message = personalise(layout, 'https://portal.example/api/unsubscribe?t=a&b');
    expect(message.subject).toBe('Weekly Digest: 25 November 2026');
    expect(message.html).toMatch(/<meta name="viewport"/);
    expect(message.html).toContain('@media only screen');
    expect(message.html).toContain('Hello <strong>families</strong>');
    expect(message.html).toContain('href="https://portal.example/notices/notice_details/post0000000000000000001"');
    expect(message.html).toContain('href="https://portal.example/connections/connection_details/post0000000000000000002"');
    expect(message.html).toContain('href="https://portal.example/api/unsubscribe?t=a&amp;b"');
    expect(message.text).toContain('Hello families');
    expect(message.text).toContain('Bring a hat & water.');
    expect(message.text).toContain('Unsubscribe from these emails: https://portal.example/api/unsubscribe?t=a&b');
  });

  it("are dated with the school's day, not the server's: 1 am in Sydney is still the day before in UTC", () => {
    const early = new Date('2026-11-25T14:00:00Z');
    const layout = renderLayout({ kind: 'DIGEST', posts: [post({})], blurb: null, brand, at: early, timeZone: 'Australia/Sydney' });
    expect(layout.subject).toBe('Weekly Digest: 26 November 2026');
    expect(renderLayout({ kind: 'DIGEST', posts: [post({})], blurb: null, brand, at: early, timeZone: 'UTC' }).subject).toBe('Weekly Digest: 25 November 2026');
  });

  it('list the week\'s family events under "Coming up" in the digest only, as the school reads their times', () => {
    const comingUp = [{ title: 'Year 9 camp information evening', when: 'Friday 27 November 2026, 6:00 pm – 7:30 pm', location: 'Great Hall' }];
    const digest = renderLayout({ kind: 'DIGEST', posts: [post({})], blurb: null, brand, at, timeZone: 'Australia/Sydney', comingUp });
    expect(digest.text).toContain('Coming up\n---------\nYear 9 camp information evening: Friday 27 November 2026, 6:00 pm – 7:30 pm, Great Hall');
    expect(digest.html).toContain('Friday 27 November 2026, 6:00 pm – 7:30 pm, Great Hall');
    expect(digest.html).toContain('href="https://portal.example/calendar"');
    const reminders = renderLayout({ kind: 'DAILYEMAIL', posts: [post({})], blurb: null, brand, at, timeZone: 'Australia/Sydney', comingUp });
    expect(reminders.text).not.toContain('Coming up');
  });

  it('escape every value an editor typed: titles and the blurb carry no markup', () => {
    const layout = renderLayout({ kind: 'DIGEST', posts: [post({ title: '<script>alert(1)</script> & "quotes"' })], blurb: '<img src=x onerror=alert(1)>', brand, at, timeZone: 'Australia/Sydney' });
    expect(layout.html).not.toContain('<script>alert(1)</script>');
    expect(layout.html).not.toContain('<img src=x');
    expect(layout.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(layout.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it("show the principal's message whole, under its own title", () => {
    const layout = renderLayout({ kind: 'PRINCIPAL', posts: [post({ type: 'principal', title: 'From the Principal', content_html: '<p>First</p><p>Second</p>' })], blurb: 'not for this kind', brand, at, timeZone: 'Australia/Sydney' });
    expect(layout.subject).toBe('From the Principal');
    expect(layout.html).toContain('<p>First</p><p>Second</p>');
    expect(layout.html).not.toContain('not for this kind');
  });

  describe('lists in a post', () => {
    const content = '<p>Bring</p><ul><li>Hat</li><li>Towel</li></ul><ol><li>Arrive</li><li>Sign in<ul><li>At the office</li></ul></li></ol>';

    it('show in the weekly digest as bullets and numbers, in the excerpt read from the content', () => {
      const layout = renderLayout({ kind: 'DIGEST', posts: [post({ content_html: content })], blurb: null, brand, at, timeZone: 'Australia/Sydney' });
      const excerpt = 'Bring • Hat • Towel 1. Arrive 2. Sign in • At the office';
      expect(layout.text).toContain(excerpt);
      expect(layout.html).toContain(excerpt);
    });

    it('keep their kind and nesting in a message shown whole: the HTML lists as stored, the text part marked and indented', () => {
      const layout = renderLayout({ kind: 'PRINCIPAL', posts: [post({ content_html: content })], blurb: null, brand, at, timeZone: 'Australia/Sydney' });
      expect(layout.html).toContain(content);
      expect(layout.text).toContain(['Bring', '• Hat', '• Towel', '1. Arrive', '2. Sign in', '   • At the office'].join('\n'));
    });
  });

  describe('the weekly digest', () => {
    const category = (categoryname: string, sort_order: number) => ({ categoryname, sort_order }) as EmailSendingPost['postcategory'];
    const posts = [
      post({ documentId: 'n1', type: 'newsletter', title: 'Science week', postcategory: category('Learning', 1), featured_img_url: '/uploads/science.jpg', featured_img_alt: 'Pasta bridges on a bench' }),
      post({ documentId: 'n2', type: 'newsletter', title: 'Athletics results', postcategory: category('Sport', 2), featured_img_url: 'https://cdn.example/athletics.jpg' }),
      post({ documentId: 'x1', type: 'notice', title: 'Uniform shop hours', postcategory: null }),
      post({ documentId: 'x2', type: 'notice', title: 'Swimming carnival', postcategory: category('Sport', 7), featured_img_url: '/uploads/swim.jpg' }),
      post({ documentId: 'x3', type: 'notice', title: 'Interviews', postcategory: category('Learning', 1) }),
    ];
    const digest = () => personalise(renderLayout({ kind: 'DIGEST', posts, blurb: null, brand, at, timeZone: 'Australia/Sydney' }), 'https://portal.example/u');

    it('groups the posts by category in the categories\' order, a name shared by a newsletter and a notice category once, posts without one last', () => {
      expect(digestGroups(posts).map((group) => [group.heading, group.posts.map((p) => p.title)])).toEqual([
        ['Learning', ['Science week', 'Interviews']],
        ['Sport', ['Athletics results', 'Swimming carnival']],
        [UNCATEGORISED_HEADING, ['Uniform shop hours']],
      ]);
      const { html, text } = digest();
      // Each heading and title found after the one before it, from the digest's heading on (the inbox preview lists the titles too).
      let from = html.indexOf('Weekly Digest</h1>');
      for (const mark of ['>Learning<', '>Science week<', '>Interviews<', '>Sport<', '>Athletics results<', '>Swimming carnival<', `>${UNCATEGORISED_HEADING}<`, '>Uniform shop hours<']) {
        const at = html.indexOf(mark, from);
        expect(at, mark).toBeGreaterThan(from);
        from = at;
      }
      expect(text).toMatch(/LEARNING\n=+\n\nScience week\n-+\n[\s\S]*Interviews[\s\S]*SPORT\n=+\n\nAthletics results[\s\S]*Swimming carnival[\s\S]*OTHER NEWS\n=+\n\nUniform shop hours/);
    });

    it("shows each post's picture at an absolute address, sized, with its alt text, and a quiet \"Read more\" link rather than buttons", () => {
      const { html, text } = digest();
      expect(html).toMatch(/<img\s+alt="Pasta bridges on a bench" src="https:\/\/portal\.example\/uploads\/science\.jpg"[^>]+width="150" height="107"/);
      expect(html).toMatch(/<img\s+alt="" src="https:\/\/cdn\.example\/athletics\.jpg"/);
      // A notice's thumbnail keeps its 150×110 shape.
      expect(html).toMatch(/src="https:\/\/portal\.example\/uploads\/swim\.jpg"[^>]+width="150" height="110"/);
      expect(html.match(/>Read more<\/a>/g)).toHaveLength(posts.length);
      expect(html).toContain('aria-label="Read more: Science week"');
      expect(html).not.toContain('Read in the portal');
      expect(html).not.toMatch(/<a [^>]*role="button"|mj-button/);
      expect(text).toContain('Read more: https://portal.example/connections/connection_details/n1');
    });

    it("opens with the school's name and logo, the digest's name and date", () => {
      const { html, text } = digest();
      const logo = html.indexOf('src="https://portal.example/api/public/ribbon-logo.png?v=');
      expect(logo).toBeGreaterThan(-1);
      expect(logo).toBeLessThan(html.indexOf('Weekly Digest</h1>'));
      expect(html.indexOf('>Portal Demo School<')).toBeLessThan(html.indexOf('Weekly Digest</h1>'));
      expect(text.startsWith('Portal Demo School\n==================\n\nWeekly Digest\n25 November 2026\n')).toBe(true);
    });
  });
  describe("in the reader's language", () => {
    const swimming = post({
      documentId: 'x1',
      title: 'Swimming carnival',
      excerpt: 'Bring a hat.',
      featured_img_url: '/uploads/swim.jpg',
      featured_img_alt: 'Children at the pool',
    });
    const music = post({ documentId: 'x2', type: 'newsletter', title: 'Music night', excerpt: 'Songs in the hall.' });
    const row = (fields: { title: string; excerpt: string; machine: boolean; alt?: string | null }) => ({
      documentId: 'x1',
      title: fields.title,
      excerpt: fields.excerpt,
      content_html: `<p>${fields.excerpt}</p>`,
      featured_img_alt: fields.alt ?? null,
      machine_translated: fields.machine,
    });
    const comingUp = [
      {
        title: 'Buổi thông tin trại lớp 9',
        when: 'Thứ Sáu, 27 tháng 11, 2026, 18:00 – 19:30',
        location: 'Great Hall',
        translation: 'human' as const,
      },
    ];

    it('is a digest in Vietnamese: its texts and date, a translated post in Vietnamese, one without a translation in English marked "Not translated yet"', () => {
      const vi = emailWordsIn('vi', 'latn');
      const posts = [
        postIn(
          swimming,
          row({ title: 'Hội thao bơi lội', excerpt: 'Vui lòng mang theo mũ.', machine: false, alt: 'Các em ở hồ bơi' }),
        ),
        postIn(music, undefined),
      ];
      const { subject, html, text } = personalise(
        renderLayout({ kind: 'DIGEST', posts, blurb: null, brand, at, timeZone: 'Australia/Sydney', comingUp, words: vi }),
        'https://portal.example/u',
      );
      expect(subject).toBe('Bản tin tổng hợp hằng tuần: 25 tháng 11, 2026');
      expect(html).toMatch(/<html lang="vi" dir="ltr"/);
      expect(html).toContain('Bản tin tổng hợp hằng tuần</h1>');
      expect(html).toContain('>Hội thao bơi lội</a>');
      expect(html).toContain('Vui lòng mang theo mũ.');
      expect(html).toMatch(/<img\s+alt="Các em ở hồ bơi"/);
      // The post nobody translated: in English, said to be so in Vietnamese, and marked as English for screen readers.
      expect(html).toContain('<span lang="en" dir="ltr">Music night</span>');
      expect(html).toContain('Chưa có bản dịch');
      expect(html).toContain('aria-label="Đọc thêm: Music night"');
      expect(html.match(/>Đọc thêm<\/a>/g)).toHaveLength(2);
      expect(html).toContain('Tin khác');
      expect(html).toContain('Sắp diễn ra');
      expect(html).toContain('Thứ Sáu, 27 tháng 11, 2026, 18:00 – 19:30, Great Hall');
      expect(html).toContain('Xem lịch</a>');
      expect(html).toContain('Quý vị nhận được email này vì là thành viên của cộng đồng nhà trường.');
      expect(html).toContain('>Hủy đăng ký</a> nhận các email này.');
      expect(html).not.toMatch(/Weekly Digest|Read more|Unsubscribe|Coming up|Other news/);
      expect(text).toContain(
        'Music night\n-----------\n(Chưa có bản dịch)\nSongs in the hall.\nĐọc thêm: https://portal.example/connections/connection_details/x2',
      );
      expect(text).toContain('Hủy đăng ký nhận các email này: https://portal.example/u');
      // Each post once, whatever its translations.
      expect(html.match(/>Hội thao bơi lội</g)).toHaveLength(1);
      expect(html.match(/>Music night</g)).toHaveLength(1);
    });

    it("marks a machine translation as such, and leaves an English reader's digest as it was", () => {
      const vi = emailWordsIn('vi', 'latn');
      const machine = renderLayout({
        kind: 'DIGEST',
        posts: [postIn(swimming, row({ title: 'Lễ hội bơi lội', excerpt: 'Mang mũ.', machine: true }))],
        blurb: null,
        brand,
        at,
        timeZone: 'Australia/Sydney',
        words: vi,
      });
      expect(machine.html).toContain('Dịch tự động');
      expect(machine.html).not.toContain('Chưa có bản dịch');
      // A translation without a picture description keeps the post's own.
      expect(machine.html).toMatch(/<img\s+alt="Children at the pool"/);
      const english = renderLayout({
        kind: 'DIGEST',
        posts: [swimming, music],
        blurb: null,
        brand,
        at,
        timeZone: 'Australia/Sydney',
      });
      expect(english.html).toMatch(/<html lang="en-AU" dir="ltr"/);
      expect(english.html).not.toMatch(/lang="en" dir="ltr"|Not translated yet|Machine translated/);
    });

    it("is right to left in Arabic: the message, its columns and its text start at the right, numbers in the school's digits", () => {
      const ar = emailWordsIn('ar', 'arab');
      const posts = [postIn(swimming, row({ title: 'مهرجان السباحة', excerpt: 'يُرجى إحضار قبعة.', machine: false }))];
      const { subject, html, text } = renderLayout({
        kind: 'DIGEST',
        posts,
        blurb: null,
        brand,
        at,
        timeZone: 'Australia/Sydney',
        words: ar,
      });
      expect(subject).toBe('الملخّص الأسبوعي: ٢٥ نوفمبر ٢٠٢٦');
      expect(html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(html).toMatch(/<div[^>]+lang="ar" dir="rtl"/);
      // Every section and column runs right to left, its text aligned to the right; the picture's column comes first, from the right.
      expect(html).toMatch(/direction:rtl/);
      expect(html).not.toMatch(/direction:ltr/);
      expect(html).toMatch(
        /<div\s+style="[^"]*text-align:right;[^"]*"\s*>مهرجان السباحة|text-align:right;[^"]*"\s*><a [^>]+>مهرجان السباحة/,
      );
      expect(html).not.toMatch(/<div\s+style="[^"]*text-align:left;[^"]*"\s*>/);
      expect(html).toMatch(
        /<td\s+align="right" style="font-size:0px;padding:0 0 8px 16px;[^"]*"\s*>[\s\S]{0,600}uploads\/swim\.jpg/,
      );
      expect(html).toContain('>قراءة المزيد</a>');
      expect(html).toContain('>إلغاء الاشتراك</a> في هذه الرسائل.');
      expect(text).toContain('الملخّص الأسبوعي\n٢٥ نوفمبر ٢٠٢٦');
    });

    it("shows the principal's message whole in the reader's language, its title the subject", () => {
      const zh = emailWordsIn('zh-Hans', 'latn');
      const principal = post({
        documentId: 'p1',
        type: 'principal',
        title: 'From the Principal',
        content_html: '<p>Welcome</p>',
      });
      const translated = postIn(principal, {
        documentId: 'p1',
        title: '校长致辞',
        excerpt: '',
        content_html: '<p>欢迎</p>',
        featured_img_alt: null,
        machine_translated: false,
      });
      const layout = renderLayout({
        kind: 'PRINCIPAL',
        posts: [translated],
        blurb: null,
        brand,
        at,
        timeZone: 'Australia/Sydney',
        words: zh,
      });
      expect(layout.subject).toBe('校长致辞');
      expect(layout.html).toContain('校长寄语</h1>');
      expect(layout.html).toContain('<p>欢迎</p>');
      expect(layout.html).toContain('在学校门户中阅读</a>');
      const reminders = renderLayout({
        kind: 'DAILYEMAIL',
        posts: [postIn(principal, undefined)],
        blurb: null,
        brand,
        at,
        timeZone: 'Australia/Sydney',
        words: zh,
      });
      expect(reminders.subject).toBe('每日提醒：2026年11月25日');
      expect(reminders.html).toContain('<div lang="en" dir="ltr"><p>Welcome</p></div>');
      expect(reminders.html).toContain('尚未翻译');
    });
  });
});
