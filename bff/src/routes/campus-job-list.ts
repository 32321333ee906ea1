import type Router from '@koa/router';
import type { z } from 'zod';
import type { Campus } from '@portal/contract';
import { inputOf, validate } from '../middleware/validate.ts';
import { requireAdmin } from '../policies/admin.ts';
import type { SignedInState } from './deps.ts';
import { answerCmsPage, type CountedByCms, type PageAsked } from './paging.ts';

/** Rows to a page when the admin's list asks for none. */
const PAGE_SIZE_DEFAULT = 10;

type CampusJobListInput<T> = {
  path: string;
  /** The contract's query of the list: `page` and `page_size`, both optional. */
  query: z.ZodType<{ page?: number; page_size?: number }>;
  /** A page of the campus's requests, newest first, as the CMS counted them. */
  model: { pageOf(campus: Campus, asked: PageAsked): Promise<CountedByCms<T>> };
  present: (record: T) => unknown;
};

/**
 * `GET <path>`: the admin's list of their campus's requests of a background job (Connections
 * PDFs, email sends, Learning Virtues goals PDFs) with their progress, newest first, a page at a
 * time (the first page of 10 unless asked otherwise), administrators only.
 */
export function mountCampusJobList<T>(router: Router<SignedInState>, { path, query, model, present }: CampusJobListInput<T>): void {
  const list = { query };
  router.get(path, requireAdmin(), validate(list), async (ctx) => {
    const { page = 1, page_size: pageSize = PAGE_SIZE_DEFAULT } = inputOf(ctx, list).query;
    const found = await model.pageOf(ctx.state.user.campus, { page, pageSize });
    ctx.body = answerCmsPage(ctx, { page, pageSize }, found).map(present);
  });
}
