import { Classes } from '@blueprintjs/core';
import { CONTENT_TRANSLATION_MESSAGES, type PostTranslationRecord } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotice, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const stored = buildNotice({
  postUid: 'notice00042',
  title: 'Year 9 camp forms',
  content_html: '<p>Forms are due on Friday.</p>',
  excerpt: 'Forms are due on Friday.',
  featured_img_url: '/uploads/camp.jpg',
  featured_img_alt: 'Tents by a river',
});
const TRANSLATIONS = 'GET /api/posts/notice00042/translations';

function translation(overrides: Partial<PostTranslationRecord> = {}): PostTranslationRecord {
  return {
    language: 'ar',
    title: 'استمارات مخيم الصف 9',
    excerpt: 'آخر موعد للاستمارات يوم الجمعة.',
    content_html: '<p>آخر موعد للاستمارات يوم الجمعة.</p>',
    featured_img_alt: 'خيام بجانب نهر',
    machine_translated: false,
    updated_at: '2026-02-02T00:00:00.000Z',
    ...overrides,
  };
}

function stubEditorCalls(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/posts/notice00042': { body: envelope([stored]) },
    ...extra,
  });
}

/** The stored notice's editor, switched to a language (the editor's code may take a while to load on a busy machine). */
async function openIn(languageName: string) {
  const view = renderApp('/admin/edit-notice/notice00042', { user: admin });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms'), {
    timeout: 10_000,
  });
  await view.user.click(screen.getByRole('radio', { name: languageName }));
  return view;
}

describe("the post editor's languages (issue 28)", () => {
  it('offers every language, named in itself, above the fields; English is the editor as it was', async () => {
    stubEditorCalls();
    renderApp('/admin/edit-notice/notice00042', { user: admin });

    const switchGroup = await screen.findByRole('radiogroup', { name: 'Language of the texts' }, { timeout: 10_000 });
    const options = within(switchGroup).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'English',
      'العربية',
      '简体中文',
      'Tiếng Việt',
    ]);
    expect(within(switchGroup).getByText('العربية')).toHaveAttribute('lang', 'ar');
    expect(within(switchGroup).getByText('简体中文')).toHaveAttribute('lang', 'zh-Hans');
    expect(within(switchGroup).getByRole('radio', { name: 'English' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms'));
    expect(screen.getByRole('textbox', { name: 'Slug' })).toBeInTheDocument();
  });

  it('waits for the English of a new post: the switch says why it cannot be used yet', async () => {
    const fetchMock = stubEditorCalls();
    renderApp('/admin/add-notice', { user: admin });

    const switchGroup = await screen.findByRole('radiogroup', { name: 'Language of the texts' }, { timeout: 10_000 });
    for (const option of within(switchGroup).getAllByRole('radio')) expect(option).toBeDisabled();
    expect(screen.getByText(CONTENT_TRANSLATION_MESSAGES.englishFirst)).toBeInTheDocument();
    expect(calls(fetchMock).filter((call) => call.includes('/translations'))).toEqual([]);
  });

  it('opens the stored translation right to left in Arabic, and saves it as the other admin writes are sent', async () => {
    const fetchMock = stubEditorCalls({
      [TRANSLATIONS]: { body: envelope([translation()]) },
      'PUT /api/posts/notice00042/translations/ar': (request) => ({
        body: envelope(
          translation({
            ...(request.body as { data: Partial<PostTranslationRecord> }).data,
            updated_at: '2026-02-03T00:00:00.000Z',
          }),
        ),
      }),
    });
    const { user } = await openIn('العربية');

    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('استمارات مخيم الصف 9'));
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('dir', 'rtl');
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(content).toHaveTextContent('آخر موعد للاستمارات يوم الجمعة.');
    expect(content.closest('[lang]')).toHaveAttribute('dir', 'rtl');
    expect(content.closest('[lang]')).toHaveAttribute('lang', 'ar');
    // The English it translates, under the field.
    expect(screen.getByText('Year 9 camp forms')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('textbox', { name: 'Picture description' })).toHaveValue('خيام بجانب نهر');
    // Only the fields a translation has.
    expect(screen.queryByRole('textbox', { name: 'Slug' })).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'استمارات المخيم');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));

    expect(await screen.findByText('Translation saved.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/posts/notice00042/translations/ar')).toEqual([
      {
        data: {
          title: 'استمارات المخيم',
          content_html: '<p>آخر موعد للاستمارات يوم الجمعة.</p>',
          excerpt: 'آخر موعد للاستمارات يوم الجمعة.',
          featured_img_alt: 'خيام بجانب نهر',
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('استمارات المخيم');
  });

  it("says a machine's translation becomes the editor's once saved", async () => {
    stubEditorCalls({
      [TRANSLATIONS]: {
        body: envelope([translation({ language: 'vi', title: 'Mẫu đơn trại lớp 9', machine_translated: true })]),
      },
    });
    await openIn('Tiếng Việt');

    expect(
      await screen.findByText('Machine translated: saving makes it yours, and the machine will not change it again.'),
    ).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Mẫu đơn trại lớp 9');
    expect(title).toHaveAttribute('dir', 'ltr');
  });

  it("shows the contract's messages beside the fields of an empty translation, and sends nothing", async () => {
    const fetchMock = stubEditorCalls({ [TRANSLATIONS]: { body: envelope([]) } });
    const { user } = await openIn('简体中文');

    expect(await screen.findByText(/No translation into this language yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete translation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save translation' }));

    const titleMessage = await screen.findByText(CONTENT_TRANSLATION_MESSAGES.title);
    expect(screen.getByRole('textbox', { name: 'Title' }).closest(`.${Classes.FORM_GROUP}`)).toContainElement(titleMessage);
    expect(screen.getByText(CONTENT_TRANSLATION_MESSAGES.content)).toBeInTheDocument();
    // The person is brought to the first message.
    expect(titleMessage).toHaveFocus();
    expect(calls(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("shows the server's message for a field beside it when it refuses the translation", async () => {
    stubEditorCalls({
      [TRANSLATIONS]: { body: envelope([translation()]) },
      'PUT /api/posts/notice00042/translations/ar': {
        status: 400,
        body: {
          responceObject: {
            records: null,
            error: {
              id: 'invalid_input',
              message: CONTENT_TRANSLATION_MESSAGES.content,
              fields: { 'data.content_html': CONTENT_TRANSLATION_MESSAGES.content },
            },
          },
        },
      },
    });
    const { user } = await openIn('العربية');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('استمارات مخيم الصف 9'));

    await user.click(screen.getByRole('button', { name: 'Save translation' }));

    const message = await screen.findByText(CONTENT_TRANSLATION_MESSAGES.content);
    expect(message.closest('.rich-text-field')).toContainElement(screen.getByRole('textbox', { name: 'Content' }));
  });

  it('deletes a translation after asking, and then shows the language as not translated yet', async () => {
    const fetchMock = stubEditorCalls({
      [TRANSLATIONS]: { body: envelope([translation()]) },
      'DELETE /api/posts/notice00042/translations/ar': { body: envelope(translation()) },
    });
    const { user } = await openIn('العربية');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('استمارات مخيم الصف 9'));

    await user.click(screen.getByRole('button', { name: 'Delete translation' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete the العربية translation of this post?');
    // Asked, not done.
    expect(calls(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Translation deleted.')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/posts/notice00042/translations/ar');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(''));
    expect(screen.getByText(/No translation into this language yet/)).toBeInTheDocument();
  });

  it("says so with the server's message when a delete is refused, and keeps the translation", async () => {
    stubEditorCalls({
      [TRANSLATIONS]: { body: envelope([translation()]) },
      'DELETE /api/posts/notice00042/translations/ar': {
        status: 403,
        body: errorEnvelope('forbidden', 'You do not have access to this.'),
      },
    });
    const { user } = await openIn('العربية');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('استمارات مخيم الصف 9'));

    await user.click(screen.getByRole('button', { name: 'Delete translation' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The translation was not deleted')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('استمارات مخيم الصف 9');
  });

  it('keeps what was typed in each language, not saved yet, when switching between them', async () => {
    stubEditorCalls({ [TRANSLATIONS]: { body: envelope([translation()]) } });
    const { user } = await openIn('العربية');
    const arabicTitle = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(arabicTitle).toHaveValue('استمارات مخيم الصف 9'));
    await user.type(arabicTitle, ' (مسودة)');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    const englishTitle = screen.getByRole('textbox', { name: 'Title' });
    expect(englishTitle).toHaveValue('Year 9 camp forms');
    await user.type(englishTitle, ' due');
    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    await user.click(screen.getByRole('radio', { name: 'العربية' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('استمارات مخيم الصف 9 (مسودة)');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms due');
  });

  it("edits a post's English even when the portal answered it machine translated, and refuses one that came without its English", async () => {
    stubEditorCalls({
      'GET /api/posts/notice00042': {
        body: envelope([
          {
            ...stored,
            title: 'استمارات مخيم الصف 9',
            translation: {
              language: 'ar',
              kind: 'machine',
              original: {
                title: 'Year 9 camp forms',
                excerpt: stored.excerpt,
                content_html: stored.content_html,
                featured_img_alt: 'Tents by a river',
              },
            },
          },
        ]),
      },
      'GET /api/posts/notice00043': {
        body: envelope([
          {
            ...stored,
            postUid: 'notice00043',
            title: 'استمارات',
            translation: { language: 'ar', kind: 'human', original: null },
          },
        ]),
      },
    });
    const { router } = renderApp('/admin/edit-notice/notice00042', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Year 9 camp forms'), {
      timeout: 10_000,
    });

    await router.navigate('/admin/edit-notice/notice00043');
    expect(await screen.findByText(/cannot be edited here/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });
});
