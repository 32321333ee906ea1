import { idOf, type Ids, type SeedContext } from './context';

// client_mark_id is what the PWA's offline outbox sends, so replays are recognised.
const FAVOURITES = [
  { user: 'syd-carer1', post: 'Athletics carnival: permission notes due Friday' },
  { user: 'syd-carer1', post: 'Parent–teacher interviews: bookings now open' },
  { user: 'syd-carer1', event: 'Athletics carnival' },
  { user: 'syd-student1', event: 'Music soirée' },
];

const READ_POSTS = [
  { user: 'syd-carer1', post: 'Parent–teacher interviews: bookings now open' },
  { user: 'syd-carer1', post: 'Winter uniform from Week 3' },
  { user: 'syd-student1', post: 'Winter uniform from Week 3' },
];

export const seedMarks = async (ctx: SeedContext, users: Ids, postIds: Ids, eventIds: Ids): Promise<void> => {
  for (const [index, favourite] of FAVOURITES.entries()) {
    await ctx.create('api::favourite.favourite', {
      portal_user: idOf(users, favourite.user),
      post: favourite.post ? idOf(postIds, favourite.post) : null,
      calendar_event: favourite.event ? idOf(eventIds, favourite.event) : null,
      client_mark_id: `seed-favourite-${index + 1}`,
    });
  }
  for (const [index, read] of READ_POSTS.entries()) {
    await ctx.create('api::read-post.read-post', {
      portal_user: idOf(users, read.user),
      post: idOf(postIds, read.post),
      client_mark_id: `seed-read-${index + 1}`,
    });
  }
};
