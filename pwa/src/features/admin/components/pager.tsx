import { Button, ButtonGroup } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** What a row of a paged admin list is: each has its own words, in the singular and plural of every language. */
export type PagerNoun = 'post' | 'header' | 'subscriber' | 'request' | 'PDF' | 'email';

type Count = { total: number; page: number; pageCount: number };

/** The navigation's name, and the number of rows (with the page shown, when there are several). */
const NOUNS: Record<
  PagerNoun,
  { pages: MessageDescriptor; count: (count: Count) => MessageDescriptor; paged: (count: Count) => MessageDescriptor }
> = {
  post: {
    pages: msg`Pages of posts`,
    count: ({ total }) => msg`${plural(total, { one: '# post', other: '# posts' })}`,
    paged: ({ total, page, pageCount }) =>
      msg`${plural(total, { one: '# post', other: '# posts' })}, page ${page} of ${pageCount}`,
  },
  header: {
    pages: msg`Pages of headers`,
    count: ({ total }) => msg`${plural(total, { one: '# header', other: '# headers' })}`,
    paged: ({ total, page, pageCount }) =>
      msg`${plural(total, { one: '# header', other: '# headers' })}, page ${page} of ${pageCount}`,
  },
  subscriber: {
    pages: msg`Pages of subscribers`,
    count: ({ total }) => msg`${plural(total, { one: '# subscriber', other: '# subscribers' })}`,
    paged: ({ total, page, pageCount }) =>
      msg`${plural(total, { one: '# subscriber', other: '# subscribers' })}, page ${page} of ${pageCount}`,
  },
  request: {
    pages: msg`Pages of requests`,
    count: ({ total }) => msg`${plural(total, { one: '# request', other: '# requests' })}`,
    paged: ({ total, page, pageCount }) =>
      msg`${plural(total, { one: '# request', other: '# requests' })}, page ${page} of ${pageCount}`,
  },
  PDF: {
    pages: msg`Pages of PDFs`,
    count: ({ total }) => msg`${plural(total, { one: '# PDF', other: '# PDFs' })}`,
    paged: ({ total, page, pageCount }) => msg`${plural(total, { one: '# PDF', other: '# PDFs' })}, page ${page} of ${pageCount}`,
  },
  email: {
    pages: msg`Pages of emails`,
    count: ({ total }) => msg`${plural(total, { one: '# email', other: '# emails' })}`,
    paged: ({ total, page, pageCount }) =>
      msg`${plural(total, { one: '# email', other: '# emails' })}, page ${page} of ${pageCount}`,
  },
};

type PagerProps = {
  page: number;
  pageCount: number;
  total: number;
  /** What a row is ("post"), for the count and the navigation's name. */
  noun: PagerNoun;
  onPage: (page: number) => void;
};

/** At most this many page buttons; the first and last page are always among them. */
const SHOWN_PAGES = 7;

function pagesAround(page: number, pageCount: number): number[] {
  if (pageCount <= SHOWN_PAGES) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const middle = SHOWN_PAGES - 2;
  const first = Math.min(Math.max(2, page - Math.floor(middle / 2)), pageCount - middle);
  return [1, ...Array.from({ length: middle }, (_, index) => first + index), pageCount];
}

/** Page buttons of a list paged on the server, with the number of matching rows. */
export function Pager({ page, pageCount, total, noun, onPage }: PagerProps) {
  const { t, i18n } = useLingui();
  const words = NOUNS[noun];
  const count = { total, page, pageCount };
  return (
    <nav className="pager" aria-label={i18n._(words.pages)}>
      <p className="pager-count">{i18n._(pageCount > 1 ? words.paged(count) : words.count(count))}</p>
      {pageCount > 1 ? (
        <ButtonGroup>
          <Button text={t`Previous`} disabled={page <= 1} onClick={() => onPage(page - 1)} />
          {pagesAround(page, pageCount).map((number) => (
            <Button
              key={number}
              text={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Page ${number}`}
              onClick={() => onPage(number)}
            />
          ))}
          <Button text={t`Next`} disabled={page >= pageCount} onClick={() => onPage(page + 1)} />
        </ButtonGroup>
      ) : null}
    </nav>
  );
}
