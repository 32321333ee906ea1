import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { uidSchema } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { AbuseLimits } from '../middleware/abuse-limits.ts';
import { inputOf, validate } from '../middleware/validate.ts';
import { requireAdmin } from '../policies/admin.ts';
import type { SignedInState } from './deps.ts';

/** A model of a kind of record its campus's administrators create, change and delete. */
export type AdministeredModel<TStored, TWrite> = {
  /** The record as the admin may change it, or 404 (missing, or not theirs to change). */
  findAdministered(admin: PortalUser, id: string): Promise<TStored>;
  create(admin: PortalUser, write: TWrite): Promise<TStored>;
  update(admin: PortalUser, stored: TStored, write: TWrite): Promise<TStored>;
  remove(admin: PortalUser, stored: TStored): Promise<void>;
};

type AdministeredWritesInput<TStored, TWrite> = {
  /** POST here creates; PUT and DELETE at `<path>/:id` change and delete one. */
  path: string;
  model: AdministeredModel<TStored, TWrite>;
  /** The contract's body of POST and PUT: the record's fields under `data`. */
  writeInput: z.ZodType<{ data: TWrite }>;
  /** The contract's schema of the `:id` of PUT and DELETE. */
  idParam?: z.ZodType<string>;
  /** The answer to each write: the record created, changed or (as it was) deleted. */
  present: (record: TStored, ctx: Context) => unknown;
  /** Refuses a write before it is made (400), given the stored record when it changes one. */
  check?: (write: TWrite, stored?: TStored) => void;
};

/**
 * The create (201), change and delete routes of a kind of record administered per campus, for
 * administrators only and counted against the writer's limit: each named record is loaded
 * through the model's `findAdministered` (its policy's `administer`) before it is changed or
 * deleted, and each write is audited by the CMS under the admin.
 */
export function mountAdministeredWrites<TStored, TWrite>(
  router: Router<SignedInState>,
  limits: AbuseLimits,
  { path, model, writeInput, idParam = uidSchema, present, check }: AdministeredWritesInput<TStored, TWrite>,
): void {
  const create = { body: writeInput };
  const update = { params: z.object({ id: idParam }), body: writeInput };
  const remove = { params: z.object({ id: idParam }) };

  router.post(path, limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const write = inputOf(ctx, create).body.data;
    check?.(write);
    const created = await model.create(ctx.state.user, write);
    ctx.status = 201;
    ctx.body = await present(created, ctx);
  });

  router.put(`${path}/:id`, limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await model.findAdministered(ctx.state.user, params.id);
    check?.(body.data, stored);
    ctx.body = await present(await model.update(ctx.state.user, stored, body.data), ctx);
  });

  router.delete(`${path}/:id`, limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await model.findAdministered(ctx.state.user, inputOf(ctx, remove).params.id);
    await model.remove(ctx.state.user, stored);
    ctx.body = await present(stored, ctx);
  });
}
