import { consentStatement } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@/testing/render.ts';
import { FormPreview } from '@/features/admin/forms/components/form-preview.tsx';
import { buildConsentForm } from '@/features/admin/forms/testing/records.ts';
import { SigningPreview } from '@/features/forms/components/signing-preview.tsx';

// Here, where the app composes the admin's preview with the carer's signing form (features/forms).
describe('the preview of a form as a carer sees it', () => {
  it('shows the body as the server will store it: no script, no event handler, no javascript: link', () => {
    const stored = buildConsentForm();
    const form = {
      title: stored.title,
      questions: stored.questions,
      attachments: [{ name: 'Camp itinerary.pdf', size: 2048, sha256: 'd'.repeat(64) }],
      // Unsaved, as typed or pasted: what the server's allow-list drops on saving.
      body:
        '<p>Three days at the river.</p><script>window.previewRan = true</script>' +
        '<p><img src="https://example.org/x.png" onerror="window.previewRan = true"><a href="javascript:alert(1)">Packing list</a></p>',
    };
    render(<FormPreview form={form} SigningPreview={SigningPreview} onClose={vi.fn()} />);

    const preview = screen.getByRole('dialog', { name: 'Preview: the form as a carer sees it' });
    expect(within(preview).getByText('Three days at the river.')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(within(preview).getByText('Packing list')).not.toHaveAttribute('href');
    // The attachments as the carer's links read, not fetched from here.
    expect(within(preview).getByRole('button', { name: 'Read before signing: Camp itinerary.pdf (PDF, 2 kB)' })).toBeDisabled();
    expect(preview).toHaveTextContent(consentStatement('Sam Example', 'Alex Example', 'Year 9 camp'));
    expect(within(preview).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
