import type { Context } from 'koa';

/** A page asked for: its number from 1 and its size. */
export type PageAsked = { page: number; pageSize: number };

/** The page a query asks for, in the wire's words (`page`, `page_size`). */
export const pageAskedBy = (query: { page: number; page_size: number }): PageAsked => ({ page: query.page, pageSize: query.page_size });

/** What the CMS says of a page it counted (Strapi's `meta.pagination`). */
export type CountedByCms<T> = { data: T[]; meta: { pagination?: { total: number } } };

/**
 * Every paged list of the API answers the same headers: the rows matching the whole filter
 * (`X-Total-Count`, which the admin tables' pagers read), and the page and its size as
 * answered.
 */
function setPageHeaders(ctx: Context, asked: PageAsked, total: number): void {
  ctx.set('X-Total-Count', String(total));
  ctx.set('X-Page', String(asked.page));
  ctx.set('X-Page-Size', String(asked.pageSize));
}

/** Strapi's pagination parameters for a page asked for. */
export const cmsPagination = ({ page, pageSize }: PageAsked) => ({ pagination: { page, pageSize } });

/** A page the CMS cut and counted: its rows, with the headers set from its count. */
export function answerCmsPage<T>(ctx: Context, asked: PageAsked, found: CountedByCms<T>): T[] {
  setPageHeaders(ctx, asked, found.meta.pagination?.total ?? found.data.length);
  return found.data;
}

/** A page of a list held whole (filtered where the CMS cannot filter): its rows, with the headers. */
export function answerPageOf<T>(ctx: Context, asked: PageAsked, rows: readonly T[]): T[] {
  setPageHeaders(ctx, asked, rows.length);
  const first = (asked.page - 1) * asked.pageSize;
  return rows.slice(first, first + asked.pageSize);
}

/** A page counted by a query of its own (a SQL summary): only the headers. */
export function answerCountedPage(ctx: Context, asked: PageAsked, total: number): void {
  setPageHeaders(ctx, asked, total);
}

/** A whole list asked for without a page: its rows, with their count (the Connections PDF template's address list, the admin list link). */
export function answerWholeList<T>(ctx: Context, rows: readonly T[]): readonly T[] {
  ctx.set('X-Total-Count', String(rows.length));
  return rows;
}
