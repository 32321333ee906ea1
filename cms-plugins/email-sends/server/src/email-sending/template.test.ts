import { describe, expect, it } from 'vitest';
import { digestGroups, personalise, renderLayout, UNCATEGORISED_HEADING } from './template';
import type { EmailSendingPost } from './recipients';
import { schoolBrand } from '../email-layout/school-brand';

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
});
