import Router from '@koa/router';
import { connectionHeaderWriteInput, pastStartIssue } from '@portal/contract';
import { presentConnectionHeader } from '../../presenters/connection-header.ts';
import { badRequest } from '../../errors.ts';
import { mountAdministeredWrites } from '../administered-writes.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

/**
 * Admin spec 7 "Connection headers": POST, PUT {connectionheaderUid} and DELETE {id}, for
 * administrators only, each audited by the CMS under the admin; the campus's readers see the
 * change at once.
 */
export function connectionHeaderWriteRoutes({ models, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  mountAdministeredWrites(router, limits, {
    path: '/connection-headers',
    model: models.connectionHeaders,
    writeInput: connectionHeaderWriteInput,
    present: presentConnectionHeader,
    // A start already passed is refused, unless a change keeps the one the header has.
    check: (header, stored) => {
      const issue = pastStartIssue(header.publish_start, { now: now(), keptStart: stored?.publish_start });
      if (issue) throw badRequest(issue.message, { [`data.${issue.path}`]: issue.message });
    },
  });

  return router;
}
