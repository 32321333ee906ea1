import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { richTextPresenter } from './rich-text.ts';

// The real sanitiser, watched: how often it runs is what the cache is for.
vi.mock(import('@portal/contract/rich-text'), async (importOriginal) => {
  const original = await importOriginal();
  return { sanitiseRichText: vi.fn(original.sanitiseRichText) };
});

type Notice = {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  content_html: string | null;
  excerpt: string | null;
};

const notice = (documentId: string, updatedAt: string, content_html: string | null): Notice => ({
  id: 1,
  documentId,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt,
  content_html,
  excerpt: '<b>Bring a hat</b>',
});

describe('presentRichText', () => {
  beforeEach(() => {
    vi.mocked(sanitiseRichText).mockClear();
  });

  it('presents the field sanitised, and an empty field as empty text', () => {
    const present = richTextPresenter(10);
    expect(
      present(
        notice('n1', '2026-02-01T09:00:00.000Z', '<p onclick="steal()">Bring a hat.<script>x</script></p>'),
        'content_html',
      ),
    ).toBe('<p>Bring a hat.</p>');
    expect(present(notice('n2', '2026-02-01T09:00:00.000Z', null), 'content_html')).toBe('');
  });

  it('sanitises a record version once however often it is presented, and again once it is edited', () => {
    const present = richTextPresenter(10);
    const first = notice('n1', '2026-02-01T09:00:00.000Z', '<p>Bring a hat.</p>');
    for (let request = 0; request < 5; request += 1) present(first, 'content_html');
    expect(sanitiseRichText).toHaveBeenCalledTimes(1);

    const edited = notice(
      'n1',
      '2026-02-02T10:30:00.000Z',
      '<p>Bring a hat and a towel.</p><img src="data:image/png;base64,AA==">',
    );
    expect(present(edited, 'content_html')).toBe('<p>Bring a hat and a towel.</p>');
    expect(sanitiseRichText).toHaveBeenCalledTimes(2);
  });

  it('keeps each field of a version apart', () => {
    const present = richTextPresenter(10);
    const record = notice('n1', '2026-02-01T09:00:00.000Z', '<p>Body</p>');
    expect(present(record, 'content_html')).toBe('<p>Body</p>');
    expect(present(record, 'excerpt')).toBe('<b>Bring a hat</b>');
  });

  it("keeps a post's languages apart when their rows were saved at the same moment", () => {
    const present = richTextPresenter(10);
    const at = '2026-02-01T09:00:00.000Z';
    expect(present({ ...notice('n1', at, '<p>Bring a hat.</p>'), locale: 'en' }, 'content_html')).toBe('<p>Bring a hat.</p>');
    expect(present({ ...notice('n1', at, '<p>أحضروا قبعة.</p>'), locale: 'ar' }, 'content_html')).toBe('<p>أحضروا قبعة.</p>');
  });

  it('holds only the most recently presented versions', () => {
    const present = richTextPresenter(2);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => notice(id, '2026-02-01T09:00:00.000Z', `<p>${id}</p>`));
    present(a!, 'content_html');
    present(b!, 'content_html');
    present(a!, 'content_html');
    present(c!, 'content_html'); // pushes out b, the least recently presented
    expect(sanitiseRichText).toHaveBeenCalledTimes(3);

    present(a!, 'content_html');
    expect(sanitiseRichText).toHaveBeenCalledTimes(3);
    present(b!, 'content_html');
    expect(sanitiseRichText).toHaveBeenCalledTimes(4);
  });
});
