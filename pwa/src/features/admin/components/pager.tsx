import { Button, ButtonGroup } from '@blueprintjs/core';

type PagerProps = {
  page: number;
  pageCount: number;
  total: number;
  /** What a row is ("post"), for the count and the navigation's name. */
  noun: string;
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
  return (
    <nav className="pager" aria-label={`Pages of ${noun}s`}>
      <p className="pager-count">
        {total} {total === 1 ? noun : `${noun}s`}
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
      </p>
      {pageCount > 1 ? (
        <ButtonGroup>
          <Button text="Previous" disabled={page <= 1} onClick={() => onPage(page - 1)} />
          {pagesAround(page, pageCount).map((number) => (
            <Button
              key={number}
              text={number}
              active={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPage(number)}
            />
          ))}
          <Button text="Next" disabled={page >= pageCount} onClick={() => onPage(page + 1)} />
        </ButtonGroup>
      ) : null}
    </nav>
  );
}
