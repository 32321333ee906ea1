import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildFormEntry } from '../testing/form-records.ts';

const settings = buildSettings({ tile_settings: [{ title: 'Forms', url: '/forms' }] });

describe("the Forms tile's count", () => {
  it('counts only the entries still waiting on this carer, not an "every carer" form they signed while another carer has not', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([settings]) },
      'GET /api/forms': {
        body: envelope([
          buildFormEntry({ formUid: 'form0000004' }),
          // Signed by this carer; the child's entry stays to do until the other carer signs.
          buildFormEntry({
            formUid: 'form0000003',
            status: 'to_do',
            awaiting_me: false,
            signed_at: '2030-02-03T00:00:00.000Z',
          }),
          buildFormEntry({ formUid: 'form0000002', status: 'done', signed_at: '2030-02-02T00:00:00.000Z' }),
          buildFormEntry({ formUid: 'form0000001', status: 'to_do' }),
        ]),
      },
    });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Forms 2 to do' })).toHaveAttribute('href', '/forms');
  });
});
