import type { Campus } from '@portal/contract';
import type { SeedContext } from './context';

const PORTAL_USER = 'api::portal-user.portal-user';

/**
 * The staff group student notes go to as the wellbeing group (the BFF's
 * models/student-note-recipients.ts): each campus's faculty in it. The counsellor staff
 * are no group: they are the BFF's configured counsellor addresses (models/counsellors.ts).
 * People are looked up by campus and username, whoever seeded or imported them; one not there
 * is left out.
 */
const MEMBERS: Record<string, Array<{ campus: Campus; username: string }>> = {
  'Wellbeing Team': [
    { campus: 'sydney', username: 'tom.walsh' },
    { campus: 'armidale', username: 'sophie.martin' },
  ],
};

export const seedStudentNoteGroups = async (ctx: SeedContext): Promise<void> => {
  for (const [groupname, members] of Object.entries(MEMBERS)) {
    const group = await ctx.create('api::group.group', { groupname, grouptype: 'Staff' });
    for (const { campus, username } of members) {
      const [person] = await ctx.strapi.documents(PORTAL_USER).findMany({ filters: { campus, username }, fields: ['documentId'] } as never);
      if (!person) continue;
      await ctx.strapi.documents(PORTAL_USER).update({ documentId: (person as { documentId: string }).documentId, data: { groups: { connect: [group] } } } as never);
    }
  }
};
