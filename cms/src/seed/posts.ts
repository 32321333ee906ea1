import { featuredImageUseOf, type AudienceKind, type Campus, type PostType } from '@portal/contract';
import { publishBound, shiftDays } from './clock';
import { idOf, idsOf, type Ids, type SeedContext } from './context';
import { escapeHtml, link, list, paragraph, plainText, slugify } from './html';
import { postPicture, storePicture } from './pictures';
import { creatorFields, STAFF_DOMAIN } from './school';

/** Days from now, or one of the legacy special values. */
type Bound = number | 'UNPUBLISHED' | 'INDEFINITE';

interface CategorySeed {
  type: PostType;
  name: string;
  colour: string;
}

const categories: CategorySeed[] = [
  { type: 'newsletter', name: 'Academic', colour: '#1F6FB2' },
  { type: 'newsletter', name: 'Sport', colour: '#2E8B57' },
  { type: 'newsletter', name: 'Creative Arts', colour: '#8E44AD' },
  { type: 'newsletter', name: 'Community', colour: '#D35400' },
  { type: 'newsletter', name: 'Wellbeing', colour: '#16A085' },
  { type: 'notice', name: 'General', colour: '#34495E' },
  { type: 'notice', name: 'Excursions', colour: '#C0392B' },
  { type: 'notice', name: 'Sport', colour: '#27AE60' },
  { type: 'notice', name: 'Health', colour: '#E67E22' },
  { type: 'notice', name: 'Uniform', colour: '#7F8C8D' },
  { type: 'principal', name: "Principal's Message", colour: '#C41425' },
  { type: 'dailyemail', name: 'Daily Reminders', colour: '#2C3E50' },
];

const categoryKey = (type: PostType, name: string) => `${type}:${name}`;

interface PostSeed {
  type: PostType;
  title: string;
  category: string;
  window: [Bound, Bound];
  published?: boolean;
  userTypes?: AudienceKind[];
  groups?: string[];
  campus?: Campus;
  sortOrder?: number;
  forCarerOnly?: boolean;
  makePublic?: boolean;
  lead: string;
  body: string[];
  points?: string[];
}

const EVERYONE: AudienceKind[] = ['student', 'carer', 'staff'];

const newsletters: PostSeed[] = [
  { type: 'newsletter', title: 'Year 12 celebrate the end of HSC study week', category: 'Academic', window: [-3, 11],
    lead: 'Our Year 12 students finished a focused study week with a shared breakfast on the Oval.',
    body: ['Teachers ran drop-in clinics for every HSC course, and the library stayed open until 6 pm each evening.', 'Thank you to the carers who cooked the barbecue and to the prefects who organised the timetable.'],
    points: ['Over 140 clinic visits', 'Three full practice papers marked within 48 hours', 'Quiet study spaces in the library and B Block'] },
  { type: 'newsletter', title: 'Robotics team heads to the national finals', category: 'Academic', window: [-2, 12],
    lead: 'The Year 10 robotics team placed second in the state competition and will compete in Melbourne.',
    body: ['Their rover navigated the obstacle course autonomously in under four minutes.', 'The team thanks the Science faculty and our industry mentor for their weekly support.'] },
  { type: 'newsletter', title: 'Debating: Year 10 win the regional final', category: 'Academic', window: [-6, 8],
    lead: 'Arguing the negative on school uniforms, our Year 10 team won a unanimous decision.',
    body: ['Adjudicators praised their rebuttal and clear team line.', 'The state quarter-finals are held next term; supporters are welcome.'] },
  { type: 'newsletter', title: 'Swimming carnival results and age champions', category: 'Sport', window: [-4, 10],
    lead: 'Banksia House took out the swimming carnival on a sunny day at the aquatic centre.',
    body: ['Seven records fell, including the 50 m freestyle for 13-year-old girls.', 'Age champions receive their medals at next week\'s assembly.'],
    points: ['Champion house: Banksia', 'Records broken: 7', 'Spirit award: Waratah'] },
  { type: 'newsletter', title: 'Basketball season wrap-up', category: 'Sport', window: [-45, -20],
    lead: 'All five of our basketball teams reached the semi-finals this season.',
    body: ['The open boys finished as minor premiers and the Year 8 girls won their grand final.', 'Thank you to our volunteer coaches and scorers.'] },
  { type: 'newsletter', title: 'Cross country: record turnout at Centennial Park', category: 'Sport', window: [-1, 13],
    lead: 'More than 600 students ran, walked or cheered at this year\'s cross country.',
    body: ['Forty-two runners qualified for the zone carnival.', 'Results by age group are posted on the sport noticeboard.'] },
  { type: 'newsletter', title: 'Senior musical opens next Thursday', category: 'Creative Arts', window: [-2, 9], makePublic: true,
    lead: 'Tickets are on sale for this year\'s senior musical in the Great Hall.',
    body: ['Sixty students from Years 10 to 12 form the cast, band and stage crew.', 'Performances run Thursday to Saturday at 7 pm, with a Saturday matinee at 2 pm.'] },
  { type: 'newsletter', title: 'Art exhibition: Year 11 Visual Arts bodies of work', category: 'Creative Arts', window: [6, 27],
    lead: 'The Year 11 Visual Arts exhibition opens in the gallery foyer.',
    body: ['Works include ceramics, photography, printmaking and digital animation.', 'The gallery is open to families before and after school.'] },
  { type: 'newsletter', title: 'Music ensemble tour to Armidale', category: 'Creative Arts', window: [-60, -30],
    lead: 'The concert band and string ensemble spent three days performing in the New England region.',
    body: ['Students played at two primary schools and a combined concert with our Armidale campus.', 'Thank you to the Armidale boarding staff for hosting the group.'] },
  { type: 'newsletter', title: 'P&F welcome breakfast: thank you', category: 'Community', window: [-70, -40],
    lead: 'Over 300 families joined the P&F welcome breakfast.',
    body: ['Funds raised will go towards new shade sails for the junior playground.'] },
  { type: 'newsletter', title: 'Community garden harvest festival', category: 'Community', window: [-5, 'INDEFINITE'],
    lead: 'Students from the garden club invite families to the harvest festival every Friday afternoon.',
    body: ['Produce is sold at the school gate and proceeds support a local food bank.'],
    points: ['Fridays from 3:15 pm', 'Bring your own bags', 'Cash and card accepted'] },
  { type: 'newsletter', title: 'Volunteers needed for the uniform shop', category: 'Community', window: [-3, 18],
    lead: 'The uniform shop is looking for carers who can help for two hours a month.',
    body: ['Training is provided and volunteers receive a 10% discount on uniform items.'] },
  { type: 'newsletter', title: 'Wellbeing: sleep and screens for teenagers', category: 'Wellbeing', window: [-8, 20], makePublic: true,
    lead: 'Our school psychologist shares practical tips for healthy sleep routines.',
    body: ['Teenagers need eight to ten hours of sleep; devices out of bedrooms make the biggest difference.', 'A short guide for families is available from the wellbeing team.'] },
  { type: 'newsletter', title: 'Wellbeing: supporting students through exam season', category: 'Wellbeing', window: [-15, 'INDEFINITE'],
    lead: 'Exams can be stressful; here is how families can help.',
    body: ['Keep routines steady, encourage breaks and talk about effort rather than marks.', 'Students can book a time with the counsellors through their homeroom teacher.'] },
  { type: 'newsletter', title: 'Library: Book Week character parade', category: 'Academic', window: [4, 25],
    lead: 'Dust off your costumes: the Book Week parade returns to the Oval.',
    body: ['Students from Years 7 and 8 parade during period 1; families are welcome to watch.'] },
  { type: 'newsletter', title: 'Armidale campus: agriculture plot update', category: 'Community', window: [-4, 16], campus: 'armidale',
    lead: 'The Year 9 agriculture class harvested its first crop of winter wheat.',
    body: ['Students measured yield per square metre and will present their findings at the regional show.'] },
  { type: 'newsletter', title: 'Armidale campus: boarding house open weekend', category: 'Community', window: [5, 26], campus: 'armidale',
    lead: 'Prospective boarders and their families can stay for a weekend at the Armidale campus.',
    body: ['The program includes a farm visit, a house dinner and a tour with current boarders.'] },
  { type: 'newsletter', title: 'Draft: Year 8 science fair highlights', category: 'Academic', window: [-1, 14], published: false,
    lead: 'Year 8 presented experiments on water filtration, bridge design and plant growth.',
    body: ['Judges from the local university chose three projects for the state fair.'] },
  { type: 'newsletter', title: 'Old scholars reunion announced', category: 'Community', window: ['UNPUBLISHED', 'UNPUBLISHED'], published: false,
    lead: 'Save the date for the reunion of the classes of 2005, 2010 and 2015.',
    body: ['Details and tickets will follow next term.'] },
  { type: 'newsletter', title: 'Languages week: a taste of Japan', category: 'Academic', window: [-35, -14],
    lead: 'Japanese classes hosted calligraphy, origami and a bento lunch for Languages Week.',
    body: ['Our sister school in Kobe joined a video call with Year 9.'] },
];

const notices: PostSeed[] = [
  { type: 'notice', title: 'Athletics carnival: permission notes due Friday', category: 'Sport', window: [-2, 7], sortOrder: 1,
    userTypes: ['carer', 'student'],
    lead: 'The athletics carnival is held at the regional athletics centre next week.',
    body: ['Please return the signed permission note and medical form to homeroom teachers by Friday.', 'Buses leave school at 8:15 am and return by 3:15 pm.'],
    points: ['Wear house colours and a hat', 'Bring water, lunch and sunscreen', 'Students without a note stay at school'] },
  { type: 'notice', title: 'Parent–teacher interviews: bookings now open', category: 'General', window: [-1, 9], sortOrder: 2,
    userTypes: ['carer'],
    lead: 'Book ten-minute interviews with your child\'s teachers through the school booking system.',
    body: ['Interviews run from 3:30 pm to 8 pm in the Great Hall. Bookings close at noon on the day before.'] },
  { type: 'notice', title: 'Flu vaccinations: consent forms due Monday', category: 'Health', window: [-3, 6],
    userTypes: ['carer'],
    lead: 'NSW Health nurses visit next Wednesday to offer free flu vaccinations.',
    body: ['Only students with a signed consent form will be vaccinated. Forms are available from student reception.'] },
  { type: 'notice', title: 'Winter uniform from Week 3', category: 'Uniform', window: [-4, 12],
    lead: 'Students change to the winter uniform from Monday of Week 3.',
    body: ['Blazers are required to and from school. The uniform shop has extended hours this week.'] },
  { type: 'notice', title: 'Staff only: report writing deadline is Thursday 4 pm', category: 'General', window: [-2, 5], sortOrder: 1,
    userTypes: ['staff'],
    lead: 'Semester reports must be finalised in the reporting system by Thursday at 4 pm.',
    body: ['Heads of Department proofread on Friday; reports are released to families the following week.'] },
  { type: 'notice', title: 'Staff only: first aid refresher in the library', category: 'Health', window: [-5, 'INDEFINITE'],
    userTypes: ['staff'],
    lead: 'CPR and anaphylaxis refreshers run in the library every second Tuesday at 3:30 pm.',
    body: ['Book a place with the school nurse.'] },
  { type: 'notice', title: 'Year 11 geography field trip to the Blue Mountains', category: 'Excursions', window: [-3, 10],
    userTypes: ['carer', 'student'], groups: ['Year 11'],
    lead: 'Year 11 Geography students visit Katoomba to study land management.',
    body: ['Students need sturdy shoes, a raincoat and a packed lunch. The cost is covered by the subject levy.'] },
  { type: 'notice', title: 'Year 9 camp: final payment due next Wednesday', category: 'Excursions', window: [-6, 8],
    userTypes: ['carer', 'student'], groups: ['Year 9'],
    lead: 'The final payment for the Year 9 camp at Myuna Bay is due next Wednesday.',
    body: ['Please contact the business office if you would like a payment plan.'] },
  { type: 'notice', title: 'Swimming squad trials: Tuesday mornings', category: 'Sport', window: [-2, 15],
    userTypes: ['student', 'carer'], groups: ['Swimming'],
    lead: 'Squad trials are held at 6:30 am on Tuesdays at the aquatic centre.',
    body: ['Bring goggles, a cap and a drink bottle.'] },
  { type: 'notice', title: 'Music ensemble rehearsal moved to Wednesday', category: 'General', window: [-1, 6],
    userTypes: ['student'], groups: ['Music Ensemble'],
    lead: 'This week\'s ensemble rehearsal moves to Wednesday at 7:30 am in the music centre.',
    body: ['Please bring your concert folder.'] },
  { type: 'notice', title: 'Lost property clear-out this Friday', category: 'General', window: [-2, 3],
    lead: 'Unnamed lost property will be donated to the uniform pool after Friday.',
    body: ['Please label every item of uniform with your child\'s name.'] },
  { type: 'notice', title: 'Canteen: new online ordering', category: 'General', window: [-20, 'INDEFINITE'],
    lead: 'Canteen orders can now be placed online until 9 am on the day.',
    body: ['Orders are collected from the canteen window at recess or lunch.'] },
  { type: 'notice', title: 'Road works on Fitzroy Street: allow extra time', category: 'General', window: [-3, 17],
    lead: 'Council road works will narrow Fitzroy Street to one lane for three weeks.',
    body: ['Please use the Oval gate for drop-off and pick-up during this time.'] },
  { type: 'notice', title: 'Year 12 formal tickets on sale', category: 'Excursions', window: [3, 20],
    userTypes: ['carer', 'student'], groups: ['Year 12'],
    lead: 'Tickets for the Year 12 formal go on sale next week.',
    body: ['The formal is held at the harbourside function centre.'] },
  { type: 'notice', title: 'Netball gala day: team lists posted', category: 'Sport', window: [-30, -16],
    userTypes: ['student', 'carer'], groups: ['Netball'],
    lead: 'Team lists for the netball gala day are posted outside the PDHPE staffroom.',
    body: ['Players meet at the front gate at 8 am.'] },
  { type: 'notice', title: 'School photos: order envelopes due Monday', category: 'General', window: [-40, -25],
    lead: 'Photo order envelopes are due to student reception on Monday.',
    body: ['Sibling photos are taken before school in the library.'] },
  { type: 'notice', title: 'Head lice reported in Year 7', category: 'Health', window: [-22, -10],
    userTypes: ['carer'], groups: ['Year 7'],
    lead: 'A case of head lice has been reported in Year 7.',
    body: ['Please check your child\'s hair and treat if needed before they return to school.'] },
  { type: 'notice', title: 'Blazer fittings for next year\'s Year 7', category: 'Uniform', window: [10, 40],
    userTypes: ['carer'],
    lead: 'Blazer fittings for incoming Year 7 students are held in the uniform shop.',
    body: ['Book a fitting time through the uniform shop page.'] },
  { type: 'notice', title: 'Debating trials for the Senior School', category: 'General', window: [-4, 9],
    userTypes: ['student'], groups: ['Debating', 'Senior School Students'],
    lead: 'Trials for next season\'s debating teams are held in room C14 at lunchtime.',
    body: ['All Senior School students are welcome; no experience needed.'] },
  { type: 'notice', title: 'Armidale campus: bus timetable change', category: 'General', window: [-2, 14], campus: 'armidale',
    lead: 'The Uralla bus now departs at 7:25 am, ten minutes earlier than before.',
    body: ['Afternoon services are unchanged.'] },
  { type: 'notice', title: 'Armidale campus: agricultural show entries close Friday', category: 'Excursions', window: [-5, 4], campus: 'armidale',
    userTypes: ['carer', 'student'],
    lead: 'Entries for the New England agricultural show close on Friday.',
    body: ['Students entering livestock need a signed animal welfare form.'] },
  { type: 'notice', title: 'Draft: Term 1 excursion calendar', category: 'Excursions', window: [2, 30], published: false,
    lead: 'A draft calendar of next term\'s excursions for review by Heads of Department.',
    body: ['Not for publication until costs are confirmed.'] },
  { type: 'notice', title: 'Study skills evening for Year 10 carers', category: 'General', window: [5, 19],
    userTypes: ['carer'], groups: ['Year 10'],
    lead: 'A study skills evening for Year 10 carers is held in the library.',
    body: ['Learn how to support note-taking, revision and exam preparation at home.'] },
  { type: 'notice', title: 'Library returns due before the holidays', category: 'General', window: ['UNPUBLISHED', 'UNPUBLISHED'],
    lead: 'All library books are due back in the last week of term.',
    body: ['Overdue notices will be emailed to families.'] },
  { type: 'notice', title: 'Bike racks relocated to the Oval gate', category: 'General', window: [-9, 'INDEFINITE'],
    userTypes: ['student', 'staff'],
    lead: 'The bike racks have moved from the front gate to the Oval gate.',
    body: ['The new racks are covered by CCTV and locked during the school day.'] },
];

const principalMessages: PostSeed[] = [
  { type: 'principal', title: "Principal's message: a strong finish to the term", category: "Principal's Message", window: [-2, 12],
    lead: 'As the term draws to a close, I want to thank our students for their effort and good humour.',
    body: ['Our carnivals, concerts and classrooms have been full of energy.', 'Please take time over the break to rest and enjoy time together as a family.'] },
  { type: 'principal', title: "Principal's message: welcome to our new families", category: "Principal's Message", window: [-80, -50],
    lead: 'A warm welcome to the 120 families who joined our community this year.',
    body: ['I look forward to meeting many of you at the P&F breakfast.'] },
  { type: 'principal', title: "Principal's message: respect, responsibility and kindness online", category: "Principal's Message", window: [-50, -30],
    lead: 'Our values apply online as much as they do in the playground.',
    body: ['This term every year group will take part in a digital citizenship workshop.'] },
  { type: 'principal', title: "Principal's message: thank you to our volunteers", category: "Principal's Message", window: [-3, 10], forCarerOnly: true,
    lead: 'Our school runs on the generosity of its volunteers.',
    body: ['From the canteen to the uniform shop and the sidelines of every sport, thank you.'] },
  { type: 'principal', title: "Principal's message: planning for next year", category: "Principal's Message", window: [8, 30],
    lead: 'Subject selection for next year opens soon.',
    body: ['Information evenings for each year group will be announced in the coming weeks.'] },
  { type: 'principal', title: "Principal's message: Armidale campus update", category: "Principal's Message", window: [-4, 9], campus: 'armidale',
    lead: 'The new boarding wing at Armidale is on schedule to open next year.',
    body: ['Thank you to our Armidale families for their patience during construction.'] },
  { type: 'principal', title: "Principal's message: celebrating our staff", category: "Principal's Message", window: [-25, -12],
    lead: 'This week we celebrated five staff who reached twenty years of service.',
    body: ['Their dedication has shaped generations of students.'] },
  { type: 'principal', title: "Draft: Principal's message for speech night", category: "Principal's Message", window: [15, 35], published: false,
    lead: 'Speech night is a chance to celebrate every student\'s achievements.',
    body: ['Draft for review by the leadership team.'] },
];

const dailyEmails: PostSeed[] = [
  { type: 'dailyemail', title: 'Daily reminders: sport uniform today for Years 7 and 8', category: 'Daily Reminders', window: [-0.25, 1],
    lead: 'Years 7 and 8 wear sport uniform today for the PDHPE practical lesson.', body: ['Hats are compulsory outdoors.'] },
  { type: 'dailyemail', title: 'Daily reminders: library closes early on Thursday', category: 'Daily Reminders', window: [-1, 3],
    lead: 'The library closes at 4 pm on Thursday for stocktake.', body: ['The senior study room stays open.'] },
  { type: 'dailyemail', title: 'Daily reminders: Year 9 camp medication forms', category: 'Daily Reminders', window: [-1, 4], groups: ['Year 9'],
    lead: 'Year 9 students on medication must hand a medication form to the school nurse.', body: ['Forms are due before camp departs.'] },
  { type: 'dailyemail', title: 'Daily reminders: canteen specials', category: 'Daily Reminders', window: [-9, -8],
    lead: 'Pasta bake and fruit salad are on special today.', body: ['Pre-order online before 9 am.'] },
  { type: 'dailyemail', title: 'Daily reminders: chess club moves to room B12', category: 'Daily Reminders', window: [-12, -11],
    lead: 'Chess club meets in room B12 from today.', body: ['New players are welcome.'] },
  { type: 'dailyemail', title: 'Daily reminders: senior study hall open until 6 pm', category: 'Daily Reminders', window: [-1, 5], forCarerOnly: true,
    lead: 'The senior study hall is supervised until 6 pm each weekday.', body: ['Students must sign in with the supervising teacher.'] },
  { type: 'dailyemail', title: 'Daily reminders: assembly starts at 8:45 tomorrow', category: 'Daily Reminders', window: [1, 2],
    lead: 'Whole-school assembly starts at 8:45 am in the Great Hall.', body: ['Homeroom is cancelled for the day.'] },
  { type: 'dailyemail', title: 'Daily reminders: careers expo in the hall', category: 'Daily Reminders', window: [-16, -15],
    lead: 'Thirty universities and employers exhibit at the careers expo.', body: ['Years 10 to 12 attend during periods 3 and 4.'] },
  { type: 'dailyemail', title: 'Daily reminders: Armidale buses depart 3:20 pm', category: 'Daily Reminders', window: [-1, 2], campus: 'armidale',
    lead: 'Afternoon buses depart at 3:20 pm today because of the staff meeting.', body: ['Supervision is available in the library until 5 pm.'] },
  { type: 'dailyemail', title: 'Daily reminders: wet weather plan for sport', category: 'Daily Reminders', window: ['UNPUBLISHED', 'UNPUBLISHED'], published: false,
    lead: 'If it rains, Wednesday sport moves to the gymnasium.', body: ['Check this email on the morning of sport.'] },
];

const OFFICE_PHONE = '(02) 5550 0100';

const contentHtml = (post: PostSeed): string => {
  const parts = [`<p><strong>${escapeHtml(post.lead)}</strong></p>`, ...post.body.map(paragraph), list(post.points ?? [])];
  if (post.type === 'principal') {
    parts.push('<blockquote><p>Every day is a chance to learn something new and to be kind.</p></blockquote>');
    parts.push('<p><em>Dr Helen Carter, Principal</em></p>');
  } else {
    parts.push(
      `<p>Questions? Call the front office on ${OFFICE_PHONE} or visit ${link(`https://www.${STAFF_DOMAIN}/contact`, 'our contact page')}.</p>`,
    );
  }
  return parts.join('');
};

const bound = (now: Date, value: Bound): string => (typeof value === 'number' ? publishBound(now, value) : value);

const ALL_POSTS: readonly PostSeed[] = [...newsletters, ...notices, ...principalMessages, ...dailyEmails];

/** Creates categories and posts; returns post documentIds by title. */
export const seedPosts = async (ctx: SeedContext, groups: Ids, users: Ids): Promise<Ids> => {
  const categoryIds: Ids = {};
  for (const [index, category] of categories.entries()) {
    categoryIds[categoryKey(category.type, category.name)] = await ctx.create('api::post-category.post-category', {
      categoryname: category.name,
      categorytype: category.type,
      sort_order: index + 1,
      audience_type_id: 'all',
      category_background_color: category.colour,
    });
  }

  const colours = new Map(categories.map((category) => [categoryKey(category.type, category.name), category.colour]));
  const postIds: Ids = {};
  for (const [index, post] of ALL_POSTS.entries()) {
    const html = contentHtml(post);
    const slug = slugify(post.title);
    // Every post has its featured image, as the editors' forms require (admin spec 5).
    const picture = postPicture({
      title: post.title,
      slug,
      category: post.category,
      colour: colours.get(categoryKey(post.type, post.category)) ?? '#34495E',
      use: featuredImageUseOf(post.type),
    });
    const id = await ctx.create('api::post.post', {
      type: post.type,
      title: post.title,
      slug,
      content_html: html,
      excerpt: plainText(html).slice(0, 150),
      featured_img_url: await storePicture(ctx.strapi, picture),
      // The same words as the media library's alternative text: the post's own, which every <img> of it reads.
      featured_img_alt: picture.alt,
      published: post.published ?? true,
      make_public: post.makePublic ?? false,
      publish_start: bound(ctx.now, post.window[0]),
      publish_end: bound(ctx.now, post.window[1]),
      postcategory: idOf(categoryIds, categoryKey(post.type, post.category)),
      sort_order: post.type === 'notice' ? post.sortOrder ?? 5 : null,
      for_carer_only: post.forCarerOnly ?? false,
      daily_flag: post.type === 'dailyemail',
      clone: false,
      user_types: post.userTypes ?? EVERYONE,
      groups: idsOf(groups, post.groups ?? []),
      campus: post.campus ?? 'sydney',
      // Notices are written by the editor, everything else by the admin account.
      ...creatorFields(users, post.type === 'notice' ? 'syd-editor1' : 'syd-admin1'),
    });
    // Written a couple of days before going live; the index keeps equal days in list order.
    const start = post.window[0];
    const created = typeof start === 'number' ? shiftDays(ctx.now, start - 2) : shiftDays(ctx.now, -1);
    created.setMinutes(created.getMinutes() + index);
    await ctx.setCreatedAt('api::post.post', id, created);
    postIds[post.title] = id;
  }
  return postIds;
};
