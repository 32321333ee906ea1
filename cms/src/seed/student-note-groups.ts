import type { SeedContext } from './context';

const PORTAL_USER = 'api::portal-user.portal-user';

/**
 * The staff groups student notes go to (the BFF's routes/student-notes/note-recipients.ts):
 * the wellbeing group and the counsellor staff of each campus are its faculty in these groups.
 * People are looked up by campus and username, whoever seeded or imported them; one not there
 * is left out.
 */
const MEMBERS: Record<string, Array<{ campus: 'sydney' | 'armidale'; username: string }>> = {
  'Wellbeing Team': [
    { campus: 'sydney', username: 'tom.walsh' },
    { campus: 'armidale', username: 'sophie.martin' },
  ],
  Counsellors: [
    { campus: 'sydney', username: 'hannah.reid' },
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
