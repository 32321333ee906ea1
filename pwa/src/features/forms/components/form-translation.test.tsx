import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { consentStatement, type FormTranslationRecord } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/app/router.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { buildSettings } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { render } from '@/testing/render.ts';
import { renderApp } from '@/testing/render-app.tsx';
import {
  buildFormForSigner,
  buildFormResponse,
  buildOpenSigningLink,
  CONTENT_HASH,
  FORM_UID,
  MIA,
  SIGNER_NAME,
} from '../testing/form-records.ts';

// A permission form shown machine-translated (issue 30): the translation beside the English
// original, each labelled; the questions and options in both; the statement signed in English
// with its translation under it; and the signature naming the translation shown.

const TRANSLATION_HASH = 'c'.repeat(64);
const VIETNAMESE: FormTranslationRecord = {
  language: 'vi',
  title: 'Chuyến tham quan bảo tàng',
  body: '<p>Chuyến tham quan <em>bảo tàng</em> của lớp 9.</p>',
  questions: [
    { id: 'consent', label: 'Con bạn có được tham gia không?' },
    { id: 'pickup', label: 'Ai đón con bạn?' },
    { id: 'lunch', label: 'Bữa trưa', options: ['Cơm hộp', 'Đặt ở căng tin'] },
    { id: 'medical', label: 'Nhu cầu y tế hoặc ăn uống' },
  ],
  content_hash: TRANSLATION_HASH,
};

/** The interface's Vietnamese for the statement, as the catalog would hold it (compiled, as the build compiles it). */
const STATEMENT_MESSAGE =
  'I agree: I, {signerName}, give the answers above for {childName} to "{title}", and I may act for {childName}.';
function showVietnameseWithStatement() {
  i18n.load('vi', {
    [generateMessageId(STATEMENT_MESSAGE)]: compileMessage(
      'Tôi đồng ý: Tôi, {signerName}, trả lời các câu hỏi trên cho {childName} trong "{title}", và tôi có quyền thay mặt {childName}.',
    ),
  });
  i18n.activate('vi');
}

const FORM_CALL = `/api/forms/${FORM_UID}`;
const RESPONSES_CALL = `POST ${FORM_CALL}/responses`;

function formServer(form = buildFormForSigner({ translation: VIETNAMESE })) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] })]) },
    [`GET ${FORM_CALL}`]: { body: envelope(form) },
    [RESPONSES_CALL]: (request: { body: unknown }) => {
      const { data } = request.body as { data: { answers: Record<string, string> } };
      return { status: 201, body: envelope([buildFormResponse({ answers: data.answers })]) };
    },
  });
}

describe('a form shown machine-translated to a signer', () => {
  it('shows the translation beside the English original, each labelled, and heads the form with the translated title', async () => {
    formServer();
    renderApp(`/forms/${FORM_UID}`);

    expect(await screen.findByRole('heading', { level: 1, name: VIETNAMESE.title })).toBeInTheDocument();
    expect(screen.getByText('This form was translated by a machine. You sign the English original.')).toBeInTheDocument();
    const translated = screen.getByRole('region', { name: 'Machine translation' });
    expect(within(translated).getByText(VIETNAMESE.title)).toBeInTheDocument();
    expect(within(translated).getByText('bảo tàng', { selector: 'em' })).toBeInTheDocument();
    expect(within(translated).getByText(VIETNAMESE.title).closest('[lang]')).toHaveAttribute('lang', 'vi');
    const original = screen.getByRole('region', { name: 'Original (English)' });
    expect(within(original).getByText('Excursion to the museum')).toBeInTheDocument();
    expect(within(original).getByText('museum', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows each question and option translated with its English, and stores the English option whatever was read', async () => {
    const fetchMock = formServer();
    const { user } = renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: VIETNAMESE.title });

    const consent = screen.getByRole('group', { name: 'Con bạn có được tham gia không? (May your child attend?) (required)' });
    await user.click(within(consent).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Đặt ở căng tin (Canteen order)' }));
    await user.type(screen.getByLabelText('Ai đón con bạn? (Who picks your child up?)'), 'Bà ngoại');
    // The statement is the English one: the catalog has no translation of it in this page's language.
    expect(screen.getByText(MIA.statement)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Translation:')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Type your full name as it appears in your account'), SIGNER_NAME);
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Signed. A receipt was emailed to you.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, RESPONSES_CALL)).toEqual([
      {
        data: expect.objectContaining({
          answers: { consent: 'yes', pickup: 'Bà ngoại', lunch: 'Canteen order' },
          content_hash: CONTENT_HASH,
          translation: { language: 'vi', content_hash: TRANSLATION_HASH },
        }),
      },
    ]);
  });

  it('shows the statement signed in English, with its translation under it naming the translated title', async () => {
    showVietnameseWithStatement();
    formServer();
    renderApp(`/forms/${FORM_UID}`);
    await screen.findByRole('heading', { level: 1, name: VIETNAMESE.title });

    const english = screen.getByText(MIA.statement);
    expect(english).toHaveAttribute('lang', 'en');
    const translation = english.nextElementSibling as HTMLElement;
    expect(translation).toHaveTextContent(
      `Translation: Tôi đồng ý: Tôi, ${SIGNER_NAME}, trả lời các câu hỏi trên cho Mia Taylor trong "${VIETNAMESE.title}", và tôi có quyền thay mặt Mia Taylor.`,
    );
    // What "I agree" is read with: the English and its translation.
    const description = screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-describedby') ?? '';
    const statements = document.getElementById(description.split(' ')[0]!);
    expect(statements).toContainElement(english);
    expect(statements).toContainElement(translation);
    // On a Vietnamese page, the English is marked as English, the translation is the page's own language.
    expect(
      within(screen.getByRole('region', { name: 'Original (English)' }))
        .getByText('Excursion to the museum')
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
  });

  it('shows the English alone, as before, when there is no translation', async () => {
    const fetchMock = formServer(buildFormForSigner());
    const { user } = renderApp(`/forms/${FORM_UID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Excursion to the museum' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Machine translation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Original (English)' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'May your child attend? (required)' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Packed lunch' }));
    await user.type(screen.getByLabelText('Type your full name as it appears in your account'), SIGNER_NAME);
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Signed. A receipt was emailed to you.');
    expect(sentBodies(fetchMock, RESPONSES_CALL)[0]).not.toHaveProperty('data.translation');
  });
});

describe('an emailed link’s page shown machine-translated', () => {
  const TOKEN = 'sydney.invitation0001.1898575200000.c2lnbmF0dXJlLW9mLXRoZS1saW5r';

  it('asks for the form in the page’s language, shows both texts and the statement’s translation, and signs naming the translation', async () => {
    showVietnameseWithStatement();
    const link = buildOpenSigningLink();
    if (link.state !== 'open') throw new Error('buildOpenSigningLink gives an open link');
    const fetchMock = stubFetch({
      'GET /api/docusign': {
        body: envelope({ ...link, form: { ...link.form, signer_name: 'Sam Carer', translation: VIETNAMESE } }),
      },
      'POST /api/docusign': { body: envelope({ signed_at: '2030-02-20T01:30:00.000Z', signed_copy_url: 'http://localhost:3000/api/public/form-signed-copy?response=answer0001' }) },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(publicRoutes, { initialEntries: [`/docusign?t=${TOKEN}`] })} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: VIETNAMESE.title })).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([`GET /api/docusign?t=${TOKEN}&language=vi`]);
    expect(screen.getByRole('region', { name: 'Machine translation' })).toHaveTextContent('Chuyến tham quan bảo tàng của lớp 9.');
    expect(screen.getByRole('region', { name: 'Original (English)' })).toHaveTextContent('The Year 9 excursion to the museum.');
    const english = screen.getByText(link.statement);
    expect(english).toHaveAttribute('lang', 'en');
    expect(english.nextElementSibling).toHaveTextContent(
      'Translation: Tôi đồng ý: Tôi, Sam Carer, trả lời các câu hỏi trên cho Mia Taylor trong',
    );
    expect(consentStatement('Sam Carer', MIA.student_name, 'Excursion to the museum')).toBe(link.statement);

    await user.click(
      within(
        screen.getByRole('group', { name: 'Con bạn có được tham gia không? (May your child attend?) (required)' }),
      ).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Cơm hộp (Packed lunch)' }));
    await user.type(screen.getByLabelText('Type your full name'), 'Sam Carer');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('status');
    expect(sentBodies(fetchMock, `POST /api/docusign?t=${TOKEN}`)).toEqual([
      {
        data: expect.objectContaining({
          answers: { consent: 'no', lunch: 'Packed lunch' },
          translation: { language: 'vi', content_hash: TRANSLATION_HASH },
        }),
      },
    ]);
  });
});
