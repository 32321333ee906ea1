import { DEFAULT_SCHOOL_TIME_ZONE, instantOfSchoolTime, type CalendarEventRecord, type PostRecord } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postList } from '@/data/posts/api/get-posts.ts';
import { calendarEvents } from '@/features/calendar/api/get-calendar-events.ts';
import { showInterfaceIn } from '@/lib/interface-language.ts';
import { readSavedList, replaceSavedList } from '@/offline/saved-list.ts';
import { buildEvent, buildNotice, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { openPersonDatabase, renderApp } from '@/testing/render-app.tsx';

const settings = {
  body: envelope([
    buildSettings({
      tile_settings: [
        { title: 'Notices', url: '/notices' },
        { title: 'Connections', url: '/connections' },
        { title: 'Calendar', url: '/calendar' },
      ],
    }),
  ]),
};

const NOT_TRANSLATED_AR = 'لا توجد ترجمة بعد';
const MACHINE_AR = 'ترجمة آلية';
const SHOW_ORIGINAL_AR = 'عرض النص الأصلي';
const SHOW_TRANSLATION_AR = 'عرض الترجمة';

/** A notice as the BFF answers a reader of Arabic: an editor's Arabic, the English with nothing in Arabic yet, and a machine's Arabic. */
const translatedByEditor = buildNotice({
  postUid: 'notice00001',
  title: 'كرنفال السباحة',
  excerpt: 'أحضروا قبعة.',
  content_html: '<p>أحضروا قبعة.</p>',
  translation: { language: 'ar', kind: 'human', original: null },
});
const notTranslated = buildNotice({
  postUid: 'notice00002',
  title: 'Book week',
  excerpt: 'Dress as a character.',
  content_html: '<p>Dress as a character.</p>',
  translation: { language: 'en', kind: 'missing', original: null },
});
const machineTranslated = buildNotice({
  postUid: 'notice00003',
  title: 'يوم الرياضة',
  excerpt: 'ارتدوا الزي الرياضي.',
  content_html: '<p>ارتدوا الزي الرياضي.</p>',
  featured_img_url: '/uploads/sport.jpg',
  featured_img_alt: 'طلاب يركضون على المضمار',
  translation: {
    language: 'ar',
    kind: 'machine',
    original: {
      title: 'Sports day',
      excerpt: 'Wear your sport uniform.',
      content_html: '<p>Wear your sport uniform.</p>',
      featured_img_alt: 'Students running on the track',
    },
  },
});

/** The cards of the screen (the chrome has list items too). */
function cardOf(link: HTMLElement) {
  return link.closest('li')!;
}

describe('posts in the reader’s language (issue 28)', () => {
  afterEach(async () => {
    await showInterfaceIn('en');
  });

  it("shows an editor's translation as the page's own text, the English marked 'Not translated yet' and in English", async () => {
    await showInterfaceIn('ar');
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([translatedByEditor, notTranslated]) },
    });
    renderApp('/notices');

    const translated = await screen.findByRole('link', { name: 'كرنفال السباحة' });
    // In the page's language: nothing to mark, nothing to say.
    expect(translated).not.toHaveAttribute('lang');
    expect(within(cardOf(translated)).queryByText(NOT_TRANSLATED_AR)).not.toBeInTheDocument();
    expect(within(cardOf(translated)).queryByRole('button', { name: SHOW_ORIGINAL_AR })).not.toBeInTheDocument();

    const english = screen.getByRole('link', { name: 'Book week' });
    // English in an Arabic page: read in English, laid out left to right.
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    const excerpt = within(cardOf(english)).getByText('Dress as a character.');
    expect(excerpt).toHaveAttribute('lang', 'en');
    expect(excerpt).toHaveAttribute('dir', 'ltr');
    // Said in the reader's language, not in the English's.
    const note = within(cardOf(english)).getByText(NOT_TRANSLATED_AR);
    expect(note.closest('[lang]')).toBe(document.documentElement);
  });

  it("marks a machine's translation, and shows the English original in its place and back with one button", async () => {
    await showInterfaceIn('ar');
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([machineTranslated, translatedByEditor]) },
    });
    const { user } = renderApp('/notices');

    const card = cardOf(await screen.findByRole('link', { name: 'يوم الرياضة' }));
    expect(within(card).getByText(MACHINE_AR)).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: SHOW_ORIGINAL_AR });
    // In a list of them, each button is described by its card's title.
    expect(toggle).toHaveAccessibleDescription('يوم الرياضة');

    await user.click(toggle);
    const original = within(card).getByRole('link', { name: 'Sports day' });
    expect(original).toHaveAttribute('lang', 'en');
    expect(original).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('Wear your sport uniform.')).toHaveAttribute('lang', 'en');
    expect(within(card).getByRole('img', { name: 'Students running on the track' })).toHaveAttribute('lang', 'en');
    // The other cards keep their texts.
    expect(screen.getByRole('link', { name: 'كرنفال السباحة' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: SHOW_TRANSLATION_AR }));
    expect(within(card).getByRole('link', { name: 'يوم الرياضة' })).not.toHaveAttribute('lang');
    expect(within(card).getByRole('img', { name: 'طلاب يركضون على المضمار' })).not.toHaveAttribute('lang');
  });

  it("swaps a machine-translated notice's title, picture description and content for the English, by keyboard", async () => {
    await showInterfaceIn('ar');
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/notice00003': { body: envelope([machineTranslated]) } });
    const { user } = renderApp('/notices/notice_details/notice00003');

    expect(await screen.findByRole('heading', { level: 1, name: 'يوم الرياضة' })).not.toHaveAttribute('lang');
    expect(screen.getByText(MACHINE_AR)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: SHOW_ORIGINAL_AR });
    const content = screen.getByText('ارتدوا الزي الرياضي.').closest('.rich-text')!;
    expect(toggle).toHaveAttribute('aria-controls', content.id);

    toggle.focus();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Sports day' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(heading).toHaveAttribute('dir', 'ltr');
    const english = screen.getByText('Wear your sport uniform.').closest('.rich-text')!;
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('img', { name: 'Students running on the track' })).toBeInTheDocument();
    // The focus stays on the button, which now offers the way back.
    expect(screen.getByRole('button', { name: SHOW_TRANSLATION_AR })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { level: 1, name: 'يوم الرياضة' })).toBeInTheDocument();
  });

  it("says 'Not translated yet' on a newsletter article in English, which is marked as English", async () => {
    await showInterfaceIn('ar');
    const article = { ...notTranslated, postUid: 'newsletter01', type: 'newsletter' as const };
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/newsletter01': { body: envelope([article]) } });
    renderApp('/connections/connection_details/newsletter01');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Book week' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Dress as a character.').closest('.rich-text')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(NOT_TRANSLATED_AR)).toBeInTheDocument();
  });

  it('says nothing about the language of texts read in English, the language they are written in', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ title: 'Swimming carnival' })]) },
    });
    renderApp('/notices');

    const link = await screen.findByRole('link', { name: 'Swimming carnival' });
    expect(link).not.toHaveAttribute('lang');
    expect(within(cardOf(link)).queryByRole('button', { name: 'Show original' })).not.toBeInTheDocument();
    expect(cardOf(link).querySelector('.translation-note')).toBeNull();
  });

  it('shows a copy saved offline before posts were translated, as the English it is', async () => {
    await showInterfaceIn('ar');
    const db = await openPersonDatabase(buildUser());
    const { translation: _none, ...savedBefore } = buildNotice({ postUid: 'saved000001', title: 'Saved carnival notice' });
    await replaceSavedList(db!, postList, 'notice', [savedBefore as PostRecord]);
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/?types=notice': { networkError: true } });
    renderApp('/notices');

    const link = await screen.findByRole('link', { name: 'Saved carnival notice' });
    expect(link).toHaveAttribute('lang', 'en');
    expect(within(cardOf(link)).getByText('Bring a hat.')).toHaveAttribute('lang', 'en');
    // Whether it has a translation is not known: nothing is claimed.
    expect(cardOf(link).querySelector('.translation-note')).toBeNull();
  });
});

/** School times (Sydney's), so the test reads the same in any time zone the device has. */
const at = (day: number, hour = 9) =>
  instantOfSchoolTime(
    `2026-03-${String(day).padStart(2, '0')}`,
    `${String(hour).padStart(2, '0')}:00`,
    DEFAULT_SCHOOL_TIME_ZONE,
  ).toISOString();

const carnival = buildEvent({
  EVENT_ID: 'event000001',
  title: 'Athletics carnival',
  description: '<p>Buses leave at 8:15 am.</p>',
  event_start: at(10),
  event_end: at(10, 15),
  translation: { language: 'en', kind: 'missing', original: null },
});
const concert = buildEvent({
  EVENT_ID: 'event000002',
  title: '音乐会',
  description: '<p>晚上六点开始。</p>',
  event_start: at(12, 18),
  event_end: at(12, 20),
  translation: {
    language: 'zh-Hans',
    kind: 'machine',
    original: { title: 'Music soirée', description: '<p>Starts at 6 pm.</p>' },
  },
});

describe('events in the reader’s language (issue 28)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at(5, 10)));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await showInterfaceIn('en');
  });

  it("lists an untranslated event in English with 'Not translated yet', and a machine's with its original a button away", async () => {
    await showInterfaceIn('zh-Hans');
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/calendar/': { body: envelope([carnival, concert]) } });
    const { user } = renderApp('/calendar?view=list');

    const english = await screen.findByRole('link', { name: 'Athletics carnival' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(cardOf(english)).getByText('尚未翻译')).toBeInTheDocument();

    const machine = cardOf(screen.getByRole('link', { name: '音乐会' }));
    expect(within(machine).getByText('机器翻译')).toBeInTheDocument();
    await user.click(within(machine).getByRole('button', { name: '显示原文' }));
    expect(within(machine).getByRole('link', { name: 'Music soirée' })).toHaveAttribute('lang', 'en');
    expect(within(machine).getByRole('button', { name: '显示译文' })).toBeInTheDocument();
  });

  it("marks the English titles of the month's grid as English", async () => {
    await showInterfaceIn('zh-Hans');
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/calendar/': { body: envelope([carnival, concert]) } });
    renderApp('/calendar');

    const grid = await screen.findByRole('grid');
    const english = await within(grid).findByRole('link', { name: 'Athletics carnival' });
    expect(within(english).getByText('Athletics carnival')).toHaveAttribute('lang', 'en');
    expect(within(within(grid).getByRole('link', { name: '音乐会' })).getByText('音乐会')).not.toHaveAttribute('lang');
  });

  it("swaps a machine-translated event's title and description for the English on its screen", async () => {
    await showInterfaceIn('zh-Hans');
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/calendar/event000002': { body: envelope([concert]) } });
    const { user } = renderApp('/calendar/calendar_details/event000002');

    expect(await screen.findByRole('heading', { level: 1, name: '音乐会' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '显示原文' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Music soirée' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Starts at 6 pm.').closest('.rich-text')).toHaveAttribute('lang', 'en');
  });
});

describe('the saved copy follows the language the person reads', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await showInterfaceIn('en');
  });

  it('asks again for the lists shown and the lists saved on the device once the choice of language is saved, and saves them in it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at(5, 10)));
    let language = 'en';
    const inLanguage = (english: PostRecord | CalendarEventRecord, arabic: PostRecord | CalendarEventRecord) =>
      envelope([language === 'ar' ? arabic : english]);
    const englishNotice = buildNotice({ postUid: 'notice00001', title: 'Swimming carnival' });
    const arabicNotice = { ...translatedByEditor, postUid: 'notice00001' };
    const englishArticle = buildNotice({ postUid: 'newsletter01', type: 'newsletter', title: 'Year 7 camp recap' });
    const arabicArticle = {
      ...englishArticle,
      title: 'ملخص مخيم الصف 7',
      translation: { language: 'ar' as const, kind: 'human' as const, original: null },
    };
    const englishEvent = buildEvent({
      EVENT_ID: 'event000001',
      title: 'Athletics carnival',
      event_start: at(10),
      event_end: at(10, 15),
    });
    const arabicEvent = {
      ...englishEvent,
      title: 'يوم ألعاب القوى',
      translation: { language: 'ar' as const, kind: 'human' as const, original: null },
    };

    // Saved on an earlier visit: Connections and the calendar, not opened on this one.
    const db = (await openPersonDatabase(buildUser()))!;
    await replaceSavedList(db, postList, 'newsletter', [englishArticle]);
    await replaceSavedList(db, calendarEvents, { from: new Date(2026, 1, 1), to: new Date(2027, 1, 28) }, [englishEvent]);

    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': () => ({ body: inLanguage(englishNotice, arabicNotice) }),
      'GET /api/posts/?types=newsletter': () => ({ body: inLanguage(englishArticle, arabicArticle) }),
      'GET /api/calendar/': () => ({ body: inLanguage(englishEvent, arabicEvent) }),
      'PUT /api/users/carer1/language': (request) => {
        language = (request.body as { data: { language: string } }).data.language;
        return { body: envelope([buildUser({ language: 'ar' })]) };
      },
    });
    const { user } = renderApp('/notices');
    await screen.findByRole('link', { name: 'Swimming carnival' });
    expect(calls(fetchMock)).not.toContain('GET /api/posts/?types=newsletter');

    await user.selectOptions(screen.getByRole('combobox', { name: /اللغة|Language/ }), 'العربية');

    // The list on screen, asked again once the choice is saved, shows the Arabic...
    expect(await screen.findByRole('link', { name: 'كرنفال السباحة' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/users/carer1/language')).toEqual([{ data: { language: 'ar' } }]);
    // ...and every list saved on the device is saved again in Arabic, for reading offline.
    await waitFor(async () =>
      expect((await readSavedList(db, postList, 'newsletter')).value.map((post) => post.title)).toEqual(['ملخص مخيم الصف 7']),
    );
    await waitFor(async () =>
      expect((await readSavedList(db, postList, 'notice')).value.map((post) => post.title)).toEqual(['كرنفال السباحة']),
    );
    await waitFor(async () =>
      expect(
        (await readSavedList(db, calendarEvents, { from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) })).value.map(
          (event) => event.title,
        ),
      ).toEqual(['يوم ألعاب القوى']),
    );
    // Asked for after the choice was saved, not before.
    const order = calls(fetchMock);
    expect(order.lastIndexOf('GET /api/posts/?types=notice')).toBeGreaterThan(order.indexOf('PUT /api/users/carer1/language'));
  });
});
