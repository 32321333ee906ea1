import type { AudienceKind, Campus, PostType, UserType } from '@portal/contract';
import type { UID } from '@strapi/strapi';
import { DEFAULT_LOCALE_ROWS } from '../content-languages/default-locale-rows';
import { insertDocuments } from './bulk-insert';
import { publishBound, shiftDays } from './clock';
import { pickOne, seededRandom, type SeedContext } from './context';
import { escapeHtml, link, list, paragraph, plainText, slugify } from './html';
import { creatorFields, directoryIdOf, homeroomContacts, STAFF_DOMAIN, STUDENT_DOMAIN, type SchoolIds } from './school';

/**
 * The larger school: scale N grows the demo school to about 500·N posts, 200·N calendar events
 * and 300·N people (the demo's own records included), so scale 10 is the benchmark's 10×
 * school (5,000 posts, 2,000 events, 3,000 people). Generated with its own seeded random
 * source, so the same scale gives the same school and the demo's records stay as they are.
 */
const PER_SCALE = { posts: 500, events: 200, people: 300 } as const;

const MAX_SCALE = 100;

/** The larger school's own random source: the same scale gives the same school. */
const randomForScale = (scale: number) => seededRandom(20240601 + scale);

/** PORTAL_SEED_SCALE or `--scale`: absent or empty is 1 (the demo school alone). */
export const parseSeedScale = (raw: string | undefined): number => {
  if (raw === undefined || raw.trim() === '') {
    return 1;
  }
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new Error(`The seed scale must be a whole number from 1 to ${MAX_SCALE} (got "${raw}").`);
  }
  return scale;
};

type Bound = number | 'UNPUBLISHED' | 'INDEFINITE';

interface PlannedPost {
  type: PostType;
  title: string;
  category: string;
  campus: Campus;
  published: boolean;
  /** Days from now (or a legacy special value), as in the demo's posts. */
  window: [Bound, Bound];
  userTypes: AudienceKind[];
  groups: string[];
  sortOrder: number | null;
  forCarerOnly: boolean;
  makePublic: boolean;
  html: string;
}

interface PlannedEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  allDay: boolean;
  category: string;
  campus: Campus;
  userTypes: AudienceKind[];
}

interface PlannedPerson {
  directoryId: string;
  username: string;
  firstname: string;
  surname: string;
  type: UserType;
  isCarer: boolean;
  campus: Campus;
  email: string;
  groups: string[];
  /** Students: their student record. */
  student?: { number: string; year: number };
  /** Carers: their children, as indexes into the planned people. */
  children?: number[];
}

interface LargerSchoolPlan {
  posts: PlannedPost[];
  events: PlannedEvent[];
  people: PlannedPerson[];
}

// The demo school's groups and categories (a name that does not exist fails the seed).
const YEARS = [7, 8, 9, 10, 11, 12];
const SPORTS = ['Athletics', 'Swimming', 'Netball', 'Basketball', 'Rugby'];
const CO_CURRICULAR = ['Music Ensemble', 'Debating'];
const STAFF_GROUPS = ['Senior School Staff', 'Boarding Staff'];
const CATEGORIES: Record<PostType, string[]> = {
  notice: ['General', 'Excursions', 'Sport', 'Health', 'Uniform'],
  newsletter: ['Academic', 'Sport', 'Creative Arts', 'Community', 'Wellbeing'],
  principal: ["Principal's Message"],
  dailyemail: ['Daily Reminders'],
};

const PLACES = ['the Australian Museum', 'Taronga Zoo', 'the Art Gallery', 'Hyde Park Barracks', 'the Botanic Garden', 'Myuna Bay', 'the Blue Mountains', 'Parliament House'];
const ROOMS = ['the Great Hall', 'the library', 'the Music Centre', 'room C14', 'the gymnasium', 'the Oval', 'the aquatic centre', 'D Block'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const SUBJECTS = ['Science', 'History', 'Geography', 'Mathematics', 'English', 'Drama', 'Visual Arts', 'Design and Technology'];

const TITLES: Record<string, string[]> = {
  'notice:General': ['Library hours change on {day}', 'Lost property collection in {room}', 'Timetable change for {group} on {day}', 'Locker allocations for {group}', 'Canteen menu update', 'Bus route {n} departs earlier'],
  'notice:Excursions': ['{group} excursion to {place}', '{group} {subject} field trip: permission notes', '{group} camp: payment due {day}'],
  'notice:Sport': ['{sport} trials on {day}', '{sport} training moves to {room}', '{sport} gala day: team lists posted'],
  'notice:Health': ['Vaccination consent forms for {group}', 'Hearing and vision screening for {group}', 'Allergy awareness week'],
  'notice:Uniform': ['Summer uniform from Week {n}', 'Uniform shop open late on {day}', 'Hat reminder for {group}'],
  'newsletter:Academic': ['{group} {subject} showcase', 'Results from the {subject} competition', '{group} visit {place}'],
  'newsletter:Sport': ['{sport} team wins the regional final', 'A big day for {sport} at the zone carnival', '{group} {sport} round-up'],
  'newsletter:Creative Arts': ['{group} drama production opens in {room}', 'Student art on show in {room}', 'Music Ensemble tours {place}'],
  'newsletter:Community': ['P&F {day} breakfast raises funds for shade sails', 'Thank you to our canteen volunteers', '{group} families welcomed at {room}'],
  'newsletter:Wellbeing': ['Sleep and study: tips for {group}', 'Mindfulness sessions at lunchtime in {room}', 'Screen time and {group}'],
  "principal:Principal's Message": ["Principal's message: week {n} of term", "Principal's message: {group} and the year ahead", "Principal's message: thank you, {group} families"],
  'dailyemail:Daily Reminders': ['Daily reminders: {group} assembly in {room}', 'Daily reminders: {sport} training on {day}', 'Daily reminders: {subject} assessment due {day}'],
};

const LEADS = [
  'Please read the details below and share them with your family.',
  'Here is what you need to know this week.',
  'Thank you to everyone who has helped make this possible.',
  'A short note about the days ahead.',
];
const BODY = [
  'Students should check the noticeboard outside student reception for changes.',
  'Please make sure your child brings water, a hat and their student card.',
  'Forms are available from student reception and on the portal.',
  'Questions about costs can go to the business office; payment plans are available.',
  'Homeroom teachers will remind students on the day before.',
  'Families are welcome to attend; please sign in at the front office.',
  'The program runs from 9 am to 3 pm, with lunch provided.',
  'Supervision is available in the library until 5 pm for students who need it.',
];
const POINTS = ['Bring a signed permission note', 'Wear full school uniform', 'Pack a water bottle and lunch', 'Arrive by 8:30 am', 'Bring a pen and calculator'];

const EVENT_KINDS: { title: string; category: string; minutes: number | null }[] = [
  { title: '{group} assembly', category: 'Academic', minutes: 60 },
  { title: '{group} excursion to {place}', category: 'Excursions', minutes: null },
  { title: '{group} information evening', category: 'Community', minutes: 90 },
  { title: '{sport} training', category: 'Sport', minutes: 90 },
  { title: '{sport} carnival', category: 'Sport', minutes: null },
  { title: 'Music Ensemble rehearsal', category: 'Creative Arts', minutes: 60 },
  { title: '{group} {subject} exam', category: 'Academic', minutes: 120 },
  { title: 'P&F meeting', category: 'Community', minutes: 90 },
  { title: 'Staff briefing: {subject}', category: 'Staff', minutes: 45 },
];

const FIRST_NAMES = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Leo', 'Ava', 'Henry', 'Grace', 'Lucas', 'Chloe', 'Thomas', 'Ella', 'James', 'Zoe', 'Ethan', 'Ruby', 'Liam', 'Sofia', 'Samuel', 'Harper', 'Max', 'Ivy', 'Archie', 'Aria', 'Hudson', 'Layla', 'Oscar'];
const SURNAMES = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Anderson', 'Walker', 'Thompson', 'Kelly', 'Harris', 'Ryan', 'Lee', 'Chen', 'Singh', 'Patel', 'Clarke', 'Murphy', 'Mitchell', 'Wong', 'Kaur', 'Hughes', 'Young', 'King'];

/** The plan's random helpers, all from one seeded source. */
const helpers = (random: () => number) => {
  const chance = (probability: number) => random() < probability;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const campus = (): Campus => (chance(0.15) ? 'armidale' : 'sydney');
  const fill = (template: string) =>
    template
      .replace('{group}', `Year ${pickOne(random, YEARS)}`)
      .replace('{place}', pickOne(random, PLACES))
      .replace('{room}', pickOne(random, ROOMS))
      .replace('{day}', pickOne(random, DAYS))
      .replace('{sport}', pickOne(random, SPORTS))
      .replace('{subject}', pickOne(random, SUBJECTS))
      .replace('{n}', String(between(1, 10)));
  return { chance, between, campus, fill };
};

const postHtml = (type: PostType, lead: string, body: string[], points: string[]): string => {
  const parts = [`<p><strong>${escapeHtml(lead)}</strong></p>`, ...body.map(paragraph), list(points)];
  parts.push(
    type === 'principal'
      ? '<p><em>Dr Helen Carter, Principal</em></p>'
      : `<p>Questions? Call the front office or visit ${link(`https://www.${STAFF_DOMAIN}/contact`, 'our contact page')}.</p>`,
  );
  return parts.join('');
};

const planPosts = (count: number, random: () => number): PlannedPost[] => {
  const { chance, between, campus, fill } = helpers(random);
  const posts: PlannedPost[] = [];
  for (let index = 0; index < count; index += 1) {
    const roll = random();
    const type: PostType = roll < 0.4 ? 'notice' : roll < 0.7 ? 'newsletter' : roll < 0.9 ? 'dailyemail' : 'principal';
    const category = pickOne(random, CATEGORIES[type]);
    // Half are past, three in ten live, two in ten still to come; daily emails last a day or two.
    const when = random();
    const length = type === 'dailyemail' ? between(1, 2) : between(3, 21);
    let window: [Bound, Bound];
    if (when < 0.5) {
      const start = -between(length + 2, 365);
      window = [start, start + length];
    } else if (when < 0.8) {
      window = [-between(0, 14), chance(0.1) ? 'INDEFINITE' : between(1, 30)];
    } else {
      const start = between(1, 60);
      window = [start, start + length];
    }
    const published = chance(0.93);
    if (!published && chance(0.3)) {
      window = ['UNPUBLISHED', 'UNPUBLISHED'];
    }
    const audience = random();
    const userTypes: AudienceKind[] =
      audience < 0.45 ? ['student', 'carer', 'staff'] : audience < 0.65 ? ['carer', 'student'] : audience < 0.8 ? ['carer'] : audience < 0.9 ? ['student'] : ['staff'];
    const groups: string[] = [];
    if (chance(0.35)) {
      const pool = userTypes.includes('staff') && userTypes.length === 1 ? STAFF_GROUPS : [...YEARS.map((year) => `Year ${year}`), ...SPORTS, ...CO_CURRICULAR];
      groups.push(pickOne(random, pool));
      const second = pickOne(random, pool);
      if (chance(0.2) && !groups.includes(second)) {
        groups.push(second);
      }
    }
    const title = fill(pickOne(random, TITLES[`${type}:${category}`] ?? []));
    const body = Array.from({ length: between(1, 3) }, () => pickOne(random, BODY));
    const points = chance(0.3) ? POINTS.slice(0, between(2, POINTS.length)) : [];
    posts.push({
      type,
      title,
      category,
      campus: campus(),
      published,
      window,
      userTypes,
      groups,
      sortOrder: type === 'notice' ? (chance(0.1) ? between(1, 10) : 5) : null,
      forCarerOnly: (type === 'principal' || type === 'dailyemail') && chance(0.05),
      makePublic: type === 'newsletter' && chance(0.1),
      html: postHtml(type, `${title}. ${pickOne(random, LEADS)}`, body, points),
    });
  }
  return posts;
};

const planEvents = (count: number, now: Date, random: () => number): PlannedEvent[] => {
  const { chance, between, campus, fill } = helpers(random);
  const events: PlannedEvent[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = pickOne(random, EVENT_KINDS);
    const allDay = kind.minutes === null;
    const start = shiftDays(now, between(-180, 180), allDay ? 0 : between(8, 19), allDay ? 0 : pickOne(random, [0, 15, 30, 45]));
    const minutes = kind.minutes ?? 24 * 60;
    const audience = random();
    events.push({
      title: fill(kind.title),
      description: paragraph(pickOne(random, BODY)),
      location: allDay ? pickOne(random, PLACES) : pickOne(random, ROOMS),
      start,
      end: new Date(start.getTime() + minutes * 60 * 1000),
      allDay,
      category: kind.category,
      campus: campus(),
      userTypes:
        kind.category === 'Staff' ? ['staff'] : audience < 0.75 ? ['student', 'carer', 'staff'] : audience < 0.9 ? ['carer', 'staff'] : ['student', 'staff'],
    });
    if (chance(0.02)) {
      // A few events span a school week (camps, exam blocks).
      const last = events[events.length - 1]!;
      last.end = shiftDays(last.start, between(2, 4));
    }
  }
  return events;
};

const planPeople = (count: number, random: () => number): PlannedPerson[] => {
  const { chance, campus } = helpers(random);
  if (count === 0) {
    return [];
  }
  const studentCount = Math.max(1, Math.round(count * 0.45));
  const staffCount = Math.round(count * 0.07);
  const carerCount = count - studentCount - staffCount;
  const people: PlannedPerson[] = [];
  const person = (type: PlannedPerson['type'], personCampus: Campus, index: number) => {
    const firstname = pickOne(random, FIRST_NAMES);
    const surname = pickOne(random, SURNAMES);
    const username = `${firstname}.${surname}${index + 1}`.toLowerCase();
    const directoryId = directoryIdOf({ username, campus: personCampus });
    const email =
      type === 'student' ? `${username}@${STUDENT_DOMAIN}` : type === 'faculty' ? `${username}@${STAFF_DOMAIN}` : `${username}@example.com`;
    return { directoryId, username, firstname, surname, type, isCarer: type === 'affiliate', campus: personCampus, email, groups: [] as string[] };
  };

  for (let index = 0; index < studentCount; index += 1) {
    const year = pickOne(random, YEARS);
    const student = person('student', campus(), people.length);
    student.groups.push(`Year ${year}`, 'Senior School Students');
    if (chance(0.5)) student.groups.push(pickOne(random, SPORTS));
    if (chance(0.25)) student.groups.push(pickOne(random, CO_CURRICULAR));
    const entryYear = 2025 - (year - 7);
    people.push({ ...student, student: { number: `${entryYear}${String(index + 1).padStart(5, '0')}`, year } });
  }
  for (let index = 0; index < carerCount; index += 1) {
    // Each carer has one child, three in ten a second one of the same campus.
    const first = index % studentCount;
    const second = (index + 1) % studentCount;
    const children = [first];
    if (chance(0.3) && people[second]!.campus === people[first]!.campus && second !== first) children.push(second);
    const carer = person('affiliate', people[first]!.campus, people.length);
    const years = children.map((child) => `Year ${people[child]!.student!.year}`);
    carer.groups.push(...new Set(years), 'Senior School Carers');
    if (chance(0.2)) carer.groups.push(pickOne(random, SPORTS));
    people.push({ ...carer, children });
  }
  for (let index = 0; index < staffCount; index += 1) {
    const staff = person('faculty', campus(), people.length);
    staff.groups.push(chance(0.8) ? 'Senior School Staff' : 'Boarding Staff');
    people.push(staff);
  }
  return people.map((planned) => ({ ...planned, groups: [...new Set(planned.groups)] }));
};

/** What to add to a school that already holds `have` records so it reaches the scale's totals. */
export const planLargerSchool = ({
  scale,
  now,
  have,
  random = randomForScale(scale),
}: {
  scale: number;
  now: Date;
  have: { posts: number; events: number; people: number };
  random?: () => number;
}): LargerSchoolPlan => {
  if (scale <= 1) {
    return { posts: [], events: [], people: [] };
  }
  const missing = (per: number, present: number) => Math.max(0, per * scale - present);
  return {
    people: planPeople(missing(PER_SCALE.people, have.people), random),
    posts: planPosts(missing(PER_SCALE.posts, have.posts), random),
    events: planEvents(missing(PER_SCALE.events, have.events), now, random),
  };
};

const POST = 'api::post.post';
const EVENT = 'api::calendar-event.calendar-event';
const PORTAL_USER = 'api::portal-user.portal-user';
const STUDENT = 'api::student.student';
const CARER_STUDENT = 'api::carer-student.carer-student';

const rowIdsBy = async (ctx: SeedContext, uid: UID.ContentType, key: (row: Record<string, unknown>) => string, select: string[]) => {
  const rows = (await ctx.strapi.db.query(uid).findMany({ select: ['id', ...select] })) as Record<string, unknown>[];
  const ids = new Map(rows.map((row) => [key(row), row.id as number]));
  return (name: string): number => {
    const id = ids.get(name);
    if (id === undefined) {
      throw new Error(`Larger school refers to unknown record "${name}"`);
    }
    return id;
  };
};

const notAfter = (now: Date, date: Date): Date => (date > now ? now : date);

const bound = (now: Date, value: Bound): string => (typeof value === 'number' ? publishBound(now, value) : value);

/**
 * Adds the larger school to the demo school, in the seed's transaction, with bulk inserts
 * (see bulk-insert.ts): a few seconds for the 10× school on SQLite, where a Document Service
 * call per record takes minutes. Answers how many records of each kind were added.
 */
export const seedLargerSchool = async (ctx: SeedContext, scale: number, school: SchoolIds) => {
  const { strapi, now } = ctx;
  const have = {
    // Posts and events as written: a translation is no post more.
    posts: await strapi.db.query(POST).count({ where: DEFAULT_LOCALE_ROWS }),
    events: await strapi.db.query(EVENT).count({ where: DEFAULT_LOCALE_ROWS }),
    people: await strapi.db.query(PORTAL_USER).count(),
  };
  const random = randomForScale(scale);
  const plan = planLargerSchool({ scale, now, have, random });
  const groupId = await rowIdsBy(ctx, 'api::group.group', (row) => String(row.groupname), ['groupname']);
  const categoryId = await rowIdsBy(ctx, 'api::post-category.post-category', (row) => `${row.categorytype}:${row.categoryname}`, ['categoryname', 'categorytype']);
  const options = (createdAt: (index: number) => Date) => ({ random, createdAt });

  const userIds = await insertDocuments(
    strapi,
    PORTAL_USER,
    plan.people.map((person) => ({
      data: {
        directory_id: person.directoryId,
        username: person.username,
        firstname: person.firstname,
        surname: person.surname,
        type: person.type,
        is_carer: person.isCarer,
        is_admin: false,
        email: person.email,
        campus: person.campus,
        country_name: 'Australia',
      },
      links: { groups: person.groups.map(groupId) },
    })),
    options(() => shiftDays(now, -30)),
  );

  const students = plan.people.flatMap((person, index) => (person.student ? [{ person, index }] : []));
  const studentIds = await insertDocuments(
    strapi,
    STUDENT,
    students.map(({ person, index }) => ({
      data: {
        STUDENT_NUMBER: person.student!.number,
        username: person.username,
        student: `${person.firstname} ${person.surname}`,
        form_run: person.student!.year,
        ...homeroomContacts(person.student!.year),
        campus: person.campus,
      },
      links: { portal_user: [userIds[index]!] },
    })),
    options(() => shiftDays(now, -30)),
  );
  const studentIdOfPerson = new Map(students.map(({ index }, position) => [index, studentIds[position]!]));
  const links = plan.people.flatMap((person, index) =>
    (person.children ?? []).map((child) => ({
      data: { relationship: 'Parent' },
      links: { carer: [userIds[index]!], student: [studentIdOfPerson.get(child)!] },
    })),
  );
  await insertDocuments(strapi, CARER_STUDENT, links, options(() => shiftDays(now, -30)));

  // Notices by the editor, everything else by the admin account, as in the demo.
  const editor = creatorFields(school.users, 'syd-editor1');
  const admin = creatorFields(school.users, 'syd-admin1');
  await insertDocuments(
    strapi,
    POST,
    plan.posts.map((post) => ({
      data: {
        type: post.type,
        title: post.title,
        slug: slugify(post.title),
        content_html: post.html,
        excerpt: plainText(post.html).slice(0, 150),
        published: post.published,
        make_public: post.makePublic,
        publish_start: bound(now, post.window[0]),
        publish_end: bound(now, post.window[1]),
        sort_order: post.sortOrder,
        for_carer_only: post.forCarerOnly,
        daily_flag: post.type === 'dailyemail',
        clone: false,
        user_types: post.userTypes,
        campus: post.campus,
        ...(post.type === 'notice' ? editor : admin),
      },
      links: { postcategory: [categoryId(`${post.type}:${post.category}`)], groups: post.groups.map(groupId) },
    })),
    // Written a couple of days before going live, as the demo's posts (and never after now).
    options((index) => {
      const start = plan.posts[index]!.window[0];
      return typeof start === 'number' ? notAfter(now, shiftDays(now, start - 2)) : shiftDays(now, -1);
    }),
  );

  await insertDocuments(
    strapi,
    EVENT,
    plan.events.map((event) => ({
      data: {
        title: event.title,
        description: event.description,
        location: event.location,
        event_start: event.start.toISOString(),
        event_end: event.end.toISOString(),
        all_day: event.allDay,
        category: event.category,
        campus: event.campus,
        user_types: event.userTypes,
      },
    })),
    options((index) => notAfter(now, shiftDays(plan.events[index]!.start, -14))),
  );

  return { people: plan.people.length, students: students.length, carerLinks: links.length, posts: plan.posts.length, events: plan.events.length };
};
