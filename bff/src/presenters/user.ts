import { DEFAULT_LANGUAGE, DEFAULT_NOTICE_ALERTS, type UserRecord } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { presentGroup } from './group.ts';

/** Spec 2.3: the user record gets an empty country name; a person without a language reads English (issue 28). */
export function presentUser(user: PortalUser, schoolUid: string | null): UserRecord {
  return {
    userUid: user.documentId,
    username: user.username,
    firstname: user.firstname,
    surname: user.surname,
    type: user.type,
    is_carer: user.is_carer,
    is_admin: user.is_admin,
    email: user.email,
    country_name: '',
    schoolUid,
    campus: user.campus,
    group_list: (user.groups ?? []).map(presentGroup),
    language: user.language ?? DEFAULT_LANGUAGE,
    // A person from before alerts has no choice stored: new notices alert them once they turn alerts on.
    notice_alerts: user.notice_alerts ?? DEFAULT_NOTICE_ALERTS,
  };
}
