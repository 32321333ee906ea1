import { describe, expect, it } from 'vitest';
import { INDEFINITE } from './live-window.ts';
import { comparePosts, type OrderedPost } from './post-order.ts';

const post = (title: string, fields: Partial<OrderedPost> = {}): OrderedPost => ({
  type: 'notice',
  title,
  sort_order: null,
  publish_start: null,
  ...fields,
});
const titles = (posts: OrderedPost[]) => [...posts].sort(comparePosts).map((each) => each.title);

describe('comparePosts', () => {
  it('puts the lowest sort order first, whatever the dates', () => {
    expect(
      titles([
        post('Ten', { sort_order: 10, publish_start: '2026-05-09T00:00:00Z' }),
        post('One', { sort_order: 1, publish_start: '2026-01-01T00:00:00Z' }),
        post('Five', { sort_order: 5, publish_start: '2026-05-01T00:00:00Z' }),
      ]),
    ).toEqual(['One', 'Five', 'Ten']);
  });

  it('puts the latest publish start first among posts of one sort order', () => {
    expect(
      titles([
        post('April', { sort_order: 3, publish_start: '2026-04-01T00:00:00Z' }),
        post('May', { sort_order: 3, publish_start: '2026-05-01T00:00:00Z' }),
        post('March', { sort_order: 3, publish_start: '2026-03-01T00:00:00Z' }),
      ]),
    ).toEqual(['May', 'April', 'March']);
  });

  it("reads a post without a sort order as the editor's default, 5", () => {
    expect(
      titles([
        post('Six', { sort_order: 6, publish_start: '2026-05-09T00:00:00Z' }),
        post('None, older', { publish_start: '2026-04-01T00:00:00Z' }),
        post('Five, newer', { sort_order: 5, publish_start: '2026-05-01T00:00:00Z' }),
        post('Four', { sort_order: 4, publish_start: '2026-01-01T00:00:00Z' }),
      ]),
    ).toEqual(['Four', 'Five, newer', 'None, older', 'Six']);
  });

  it('puts newsletters before notices, and those before principal messages and daily emails', () => {
    expect(
      titles([
        post('Daily', { type: 'dailyemail', publish_start: '2026-05-09T00:00:00Z' }),
        post('Notice', { type: 'notice', sort_order: 1, publish_start: '2026-05-08T00:00:00Z' }),
        post('Principal', { type: 'principal', publish_start: '2026-05-09T00:00:00Z' }),
        post('Newsletter', { type: 'newsletter', publish_start: '2026-01-01T00:00:00Z' }),
      ]),
    ).toEqual(['Newsletter', 'Notice', 'Principal', 'Daily']);
  });

  it('puts a start that is no date (INDEFINITE, missing) after every dated one', () => {
    expect(
      titles([
        post('Always', { publish_start: INDEFINITE }),
        post('Dated', { publish_start: '2020-01-01T00:00:00Z' }),
        post('Missing'),
      ]),
    ).toEqual(['Dated', 'Always', 'Missing']);
  });

  it('orders posts equal in kind, sort order and start by title, so every list agrees', () => {
    const start = '2026-05-01T08:00:00Z';
    expect(
      titles([post('Zoo excursion', { publish_start: start }), post('Athletics carnival', { publish_start: start })]),
    ).toEqual(['Athletics carnival', 'Zoo excursion']);
  });
});
