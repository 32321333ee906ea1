import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildFormForSigner, buildFormResponse, FORM_UID, MIA } from '../testing/form-records.ts';

const settings = buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] });
const SIGNED_COPY_URL =
  'http://localhost:3000/api/public/form-signed-copy?response=response0001&campus=sydney&expires=1924905600000&signature=s1gnatures1gnatures1gnatures1gnatures1gnat';

/** The form as the BFF answers it once this carer's answer for Mia is stored, its signed copy made or not yet. */
function signedForm(signedCopyUrl: string | null) {
  stubFetch({
    'GET /api/settings/': { body: envelope([settings]) },
    [`GET /api/forms/${FORM_UID}`]: {
      body: envelope(
        buildFormForSigner({
          children: [
            { ...MIA, status: 'done', awaiting_me: false, response: buildFormResponse({ signed_copy_url: signedCopyUrl }) },
          ],
        }),
      ),
    },
  });
  renderApp(`/forms/${FORM_UID}`);
}

describe('the signed copy of a signer’s answer', () => {
  it('is a download link where their answer is shown, once the server has made it', async () => {
    signedForm(SIGNED_COPY_URL);
    const answer = await screen.findByRole('region', { name: 'Your answer Done' }, { timeout: 10_000 });
    expect(within(answer).getByRole('link', { name: 'Download the signed copy' })).toHaveAttribute('href', SIGNED_COPY_URL);
    expect(within(answer).queryByText('The signed copy is being prepared.')).not.toBeInTheDocument();
  });

  it('is said to be being prepared until then, with no link', async () => {
    signedForm(null);
    const answer = await screen.findByRole('region', { name: 'Your answer Done' }, { timeout: 10_000 });
    expect(within(answer).getByText('The signed copy is being prepared.')).toBeInTheDocument();
    expect(within(answer).queryByRole('link', { name: 'Download the signed copy' })).not.toBeInTheDocument();
  });
});
