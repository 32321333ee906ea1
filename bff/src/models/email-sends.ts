import { EMAIL_SENDING_MESSAGES, type Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { badRequest } from '../errors.ts';
import { authorize } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import type { EmailSend } from './records/email-send.ts';

export type { EmailSend };

/** The email-sends plugin's routes of sends (its record lives in the plugin). */
const SENDS = 'email-sends/sends';
/** The plugin's routes of unsubscribe links: only the plugin holds the key that signs them. */
const OPT_OUTS = 'email-sends/opt-outs';

/** What a send carries, as the admin asked for it with their campus's weekly email text. */
export type EmailSendStart = Pick<EmailSend, 'kind' | 'testing' | 'test_recipient' | 'blurb'> & { except_for: string[] };

/** Who a send to the admin's whole campus is for: its kind, less the excluded addresses. */
export type CampusSendScope = Pick<EmailSendStart, 'kind' | 'except_for'>;

/**
 * Bulk email sends (admin spec 7 "Send emails"): the weekly digest, daily reminders or
 * principal's message of a campus, made with their durable job in one transaction by the
 * email-sends plugin, then followed by its administrators (policies/email-send.ts); and the
 * unsubscribe links every such email carries.
 */
export function createEmailSends({ cms }: Pick<ModelDeps, 'cms'>) {
  /** The plugin's answer for an unsubscribe link's token, or null when the link is not genuine. */
  async function askWithLink(path: string, token: string): Promise<{ email: string } | null> {
    try {
      return await cms.post<{ email: string }>(path, { token });
    } catch (error) {
      if (error instanceof CmsResponseError && error.status === 400) return null;
      throw error;
    }
  }

  return {
    /** Starts a send of the admin's campus (201 with it, Queued); nobody to send to is the spec's 'No any user was in queue'. */
    async start(admin: PortalUser, send: EmailSendStart): Promise<EmailSend> {
      try {
        return await cms.post<EmailSend>(SENDS, { ...send, campus: admin.campus, users_userid: admin.documentId, users_username: admin.username });
      } catch (error) {
        if (error instanceof CmsResponseError && error.status === 422) throw badRequest(EMAIL_SENDING_MESSAGES.emptyQueue);
        throw error;
      }
    },

    /** How many people of the admin's campus a send would reach if started now: the plugin counts them by the rule the send itself uses. */
    async recipientCount(admin: PortalUser, scope: CampusSendScope): Promise<number> {
      return (await cms.post<{ recipients: number }>(`${SENDS}/recipient-count`, { ...scope, campus: admin.campus })).recipients;
    },

    /** One page of the campus's sends, newest first, with the plugin's count. */
    pageOf: (campus: Campus, { page, pageSize }: { page: number; pageSize: number }) =>
      cms.find<EmailSend>(SENDS, { filters: { campus: { $eq: campus } }, sort: ['createdAt:desc', 'id:desc'], pagination: { page, pageSize } }),

    /** The send as the admin may follow it, or 404 (missing, or another campus's). */
    async findAdministered(admin: PortalUser, id: string): Promise<EmailSend> {
      const send = await cms.findOne<EmailSend>(SENDS, id);
      authorize(admin, 'email-send.administer', send);
      return send;
    },

    /** The address an unsubscribe link is for, or null when it is not a genuine link. */
    optOutOf: (token: string) => askWithLink(`${OPT_OUTS}/check`, token),

    /** Records the opt-out of the link's address (later sends skip it), or null when it is not a genuine link. */
    optOut: (token: string) => askWithLink(OPT_OUTS, token),
  };
}

export type EmailSends = ReturnType<typeof createEmailSends>;
