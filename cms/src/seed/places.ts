import { isoDate, publishBound, schoolYear, shiftDays } from './clock';
import type { Campus } from '@portal/contract';
import { idOf, idsOf, type Ids, type SeedContext } from './context';
import { escapeHtml, list, paragraph, slugify } from './html';
import { areaPicture, storePicture } from './pictures';
import { creatorFields, directoryIdOf } from './school';

export const KEY_LEARNING_AREAS = ['English', 'Mathematics', 'Science', 'HSIE', 'Creative Arts', 'PDHPE'];

const PAGE_TYPES = ['Static Page', 'Documents', 'Task Page', 'Classrooms Page', 'Blog Page'] as const;
type PageType = (typeof PAGE_TYPES)[number];

interface PlaceSeed {
  place: string;
  slug: string;
  /** Sydney when not given. */
  campus?: Campus;
  placeId?: number;
  kla?: string;
  description: string;
  audience: string;
  /** Usernames of people of the place's campus. */
  editors: string[];
  groups: string[];
  /** Short course code used for classroom names. */
  code: string;
  driveFolder?: string;
  fileView: 'list' | 'grid';
  units: { name: string; weeksFromNow: number; html: string }[];
  tasks: { task: string; weighting: number; outOf: number; resources: [string, string][] }[];
}

const places: PlaceSeed[] = [
  {
    place: 'Year 9 English', slug: 'year-9-english', placeId: 901, kla: 'English', code: '9ENG',
    description: 'Texts, tasks and resources for Year 9 English.', audience: 'Year 9 students and carers',
    editors: ['editor1', 'tom.walsh'], groups: ['Year 9'], fileView: 'list',
    driveFolder: 'https://drive.google.com/drive/folders/1Y9EnglishDemoFolder0000000000',
    units: [
      { name: 'Voices of Australia: poetry', weeksFromNow: -8, html: 'Students explore Australian poets and write a poetry portfolio.' },
      { name: 'The novel: Wonder', weeksFromNow: -2, html: 'Close study of character, point of view and theme.' },
      { name: 'Persuasive speaking', weeksFromNow: 5, html: 'None' },
    ],
    tasks: [
      { task: 'Poetry portfolio', weighting: 30, outOf: 40, resources: [['Portfolio guidelines', 'https://drive.google.com/file/d/y9-poetry-guide'], ['Marking rubric', 'https://drive.google.com/file/d/y9-poetry-rubric']] },
      { task: 'Novel study essay', weighting: 35, outOf: 50, resources: [['Essay scaffold', 'https://drive.google.com/file/d/y9-essay-scaffold']] },
      { task: 'Persuasive speech', weighting: 35, outOf: 30, resources: [['Speech checklist', 'https://drive.google.com/file/d/y9-speech-checklist']] },
    ],
  },
  {
    place: 'Stage 5 Mathematics', slug: 'stage-5-mathematics', placeId: 902, kla: 'Mathematics', code: '9MAT',
    description: 'Years 9 and 10 Mathematics: pathways, resources and assessment.', audience: 'Years 9 and 10 students and carers',
    editors: ['hannah.reid'], groups: ['Year 9', 'Year 10'], fileView: 'grid',
    driveFolder: 'https://drive.google.com/drive/folders/1S5MathsDemoFolder00000000000',
    units: [
      { name: 'Linear relationships', weeksFromNow: -9, html: 'Gradient, intercepts and graphing straight lines.' },
      { name: 'Trigonometry', weeksFromNow: -3, html: 'Right-angled triangles, bearings and angles of elevation.' },
      { name: 'Probability', weeksFromNow: 4, html: 'Two-step experiments, Venn diagrams and two-way tables.' },
    ],
    tasks: [
      { task: 'Linear relationships test', weighting: 25, outOf: 45, resources: [['Revision sheet', 'https://drive.google.com/file/d/s5-linear-revision']] },
      { task: 'Trigonometry investigation', weighting: 35, outOf: 30, resources: [['Task notification', 'https://drive.google.com/file/d/s5-trig-task']] },
      { task: 'Yearly examination', weighting: 40, outOf: 80, resources: [['Exam topics', 'https://drive.google.com/file/d/s5-exam-topics']] },
    ],
  },
  {
    place: 'Year 11 Biology', slug: 'year-11-biology', placeId: 1101, kla: 'Science', code: '11BIO',
    description: 'Preliminary Biology: cells, organisation, diversity and ecosystems.', audience: 'Year 11 Biology students',
    editors: ['hannah.reid'], groups: ['Year 11'], fileView: 'list',
    driveFolder: 'https://drive.google.com/drive/folders/1Y11BiologyDemoFolder00000000',
    units: [
      { name: 'Cells as the basis of life', weeksFromNow: -10, html: 'Microscopy, cell membranes and cell requirements.' },
      { name: 'Biological diversity', weeksFromNow: -1, html: 'Adaptations, natural selection and evolution.' },
      { name: 'Ecosystem dynamics', weeksFromNow: 6, html: 'Field study at the Lane Cove River reserve.' },
    ],
    tasks: [
      { task: 'Depth study: microscopy', weighting: 30, outOf: 40, resources: [['Practical manual', 'https://drive.google.com/file/d/b11-microscopy']] },
      { task: 'Field study report', weighting: 30, outOf: 40, resources: [['Field study booklet', 'https://drive.google.com/file/d/b11-field']] },
      { task: 'Preliminary examination', weighting: 40, outOf: 75, resources: [['Syllabus dot points', 'https://drive.google.com/file/d/b11-syllabus']] },
    ],
  },
  {
    place: 'Visual Arts', slug: 'visual-arts', placeId: 903, kla: 'Creative Arts', code: '9VA',
    description: 'Visual Arts from Year 7 to the HSC body of work.', audience: 'Visual Arts students and carers',
    editors: ['marcus.lee'], groups: ['Year 9', 'Year 10', 'Year 11', 'Year 12'], fileView: 'grid',
    driveFolder: 'https://drive.google.com/drive/folders/1VisualArtsDemoFolder0000000',
    units: [
      { name: 'Portraiture', weeksFromNow: -7, html: 'Drawing and painting from observation.' },
      { name: 'Sculpture and space', weeksFromNow: 2, html: 'Wire, clay and found objects.' },
    ],
    tasks: [
      { task: 'Visual arts process diary', weighting: 40, outOf: 50, resources: [['Diary expectations', 'https://drive.google.com/file/d/va-diary']] },
      { task: 'Artwork and artist statement', weighting: 60, outOf: 50, resources: [['Artist statement guide', 'https://drive.google.com/file/d/va-statement']] },
    ],
  },
  {
    place: 'Boarding House', slug: 'boarding-house', code: 'BH',
    description: 'Routines, leave and news for boarders and their families.', audience: 'Boarders and their families',
    editors: ['tom.walsh'], groups: [], fileView: 'list',
    units: [], tasks: [],
  },
  // Armidale's own boarding house, under the same slug, edited by Armidale's sophie.martin:
  // Sydney's editor1 edits (and reads) nothing here.
  {
    place: 'Boarding House', slug: 'boarding-house', campus: 'armidale', code: 'ABH',
    description: 'Routines, leave and news for Armidale boarders and their families.', audience: 'Armidale boarders and their families',
    editors: ['sophie.martin'], groups: [], fileView: 'list',
    units: [], tasks: [],
  },
];

/** Entries of a place's Blog Page, newest first once listed. */
const blogEntries = [
  { title: 'Welcome back for the term', daysAgo: 20, html: '<p>Our first unit starts this week. Bring your reading journal to every lesson.</p>' },
  { title: 'Poetry slam next Friday', daysAgo: 3, html: '<p>Each class chooses two poets to read at the slam in the library. Carers are welcome.</p>' },
];

const staticContent = (heading: string, text: string, points: string[] = []): string =>
  `<h2>${escapeHtml(heading)}</h2>${paragraph(text)}${list(points)}`;

interface PageSeed {
  title: string;
  type: PageType;
  landing?: boolean;
  hidden?: boolean;
  deleted?: boolean;
  /** [start, end] in days from now. */
  window?: [number, number];
  pageTitle?: string;
  content?: string;
  drive?: boolean;
}

const pagesOf = (place: PlaceSeed): PageSeed[] => [
  { title: 'Welcome', type: 'Static Page', landing: true,
    content: staticContent(`Welcome to ${place.place}`, place.description, ['Check the Assessment Tasks tab for due dates', 'Resources are in the shared folder']) },
  { title: place.units.length > 0 ? 'Course Overview' : 'House Routines', type: 'Static Page',
    content: staticContent('How the year runs', 'Each term builds on the last; the units below are in teaching order.', place.units.map((unit) => unit.name)) },
  { title: 'Resources', type: 'Documents', drive: true },
  { title: 'Tasks', type: 'Task Page', pageTitle: 'Upcoming tasks' },
  { title: 'Classrooms', type: 'Classrooms Page', pageTitle: 'Google Classrooms' },
  { title: 'Class Blog', type: 'Blog Page' },
  { title: 'Excursion Permission Forms', type: 'Static Page', hidden: true,
    content: staticContent('Permission forms', 'Forms will appear here once the excursion is approved.') },
  { title: 'Holiday Reading Challenge', type: 'Static Page', window: [7, 35],
    content: staticContent('Holiday reading challenge', 'Read three books over the holidays and share a review.') },
  { title: 'Old Reading List', type: 'Static Page', deleted: true,
    content: staticContent('Reading list', 'Replaced by the new reading challenge.') },
];

/** Key learning areas, page types, places with their pages, units, classrooms and tasks. */
export const seedPlaces = async (ctx: SeedContext, groups: Ids, users: Ids): Promise<void> => {
  const klaIds: Ids = {};
  for (const name of KEY_LEARNING_AREAS) {
    // Each area's own picture on its tile; the spec's fallback, the ribbon logo, is for an area without one.
    const picture = areaPicture(name, slugify(name));
    const imageUrl = picture ? await storePicture(ctx.strapi, picture) : null;
    klaIds[name] = await ctx.create('api::key-learning-area.key-learning-area', { key_learning_area: name, imageUrl });
  }
  const pageTypeIds: Ids = {};
  for (const pageType of PAGE_TYPES) {
    pageTypeIds[pageType] = await ctx.create('api::page-type.page-type', { pageType });
  }

  const year = schoolYear(ctx.now);

  for (const place of places) {
    const creator = creatorFields(users, place.campus === 'armidale' ? 'arm-admin1' : 'syd-editor1');
    const placeId = await ctx.create('api::place.place', {
      place: place.place,
      slug: place.slug,
      place_id: place.placeId ?? null,
      description: place.description,
      intended_audience: place.audience,
      editor_people: idsOf(users, place.editors.map((username) => directoryIdOf({ username, campus: place.campus }))),
      campus: place.campus ?? 'sydney',
      is_key_learning_area: place.kla !== undefined,
      kla: place.kla ? idOf(klaIds, place.kla) : null,
      groups: idsOf(groups, place.groups),
      ...creator,
    });

    let sortOrder = 0;
    for (const page of pagesOf(place)) {
      const pageId = await ctx.create('api::page.page', {
        place: placeId,
        pagetype: idOf(pageTypeIds, page.type),
        title: page.title,
        slug: slugify(page.title),
        navigation: !page.deleted,
        landing_page: page.landing ?? false,
        is_deleted: page.deleted ?? false,
        pageHide: page.hidden ?? false,
        content_html: page.content ?? '',
        google_drive_url: page.drive ? place.driveFolder ?? '' : '',
        file_view_type: place.fileView,
        description: `${page.title} of ${place.place}`,
        // The landing page is listed first and is not draggable, so it has no sort order.
        sort_order: page.landing ? null : (sortOrder += 1),
        publish_start: page.window ? publishBound(ctx.now, page.window[0]) : null,
        publish_end: page.window ? publishBound(ctx.now, page.window[1]) : null,
        pageTitle: page.pageTitle ?? null,
        ...creator,
      });
      if (page.type === 'Blog Page' && place.editors.includes('editor1') && (place.campus ?? 'sydney') === 'sydney') {
        for (const entry of blogEntries) {
          const entryId = await ctx.create('api::blog-entry.blog-entry', { page: pageId, title: entry.title, content_html: entry.html, ...creator });
          await ctx.setCreatedAt('api::blog-entry.blog-entry', entryId, shiftDays(ctx.now, -entry.daysAgo));
        }
      }
    }

    if (place.placeId === undefined) {
      continue;
    }
    for (const [index, unit] of place.units.entries()) {
      await ctx.create('api::course-unit.course-unit', {
        unit_id: `${place.placeId}-U${index + 1}`,
        unit_name: unit.name,
        unit_start_date: isoDate(shiftDays(ctx.now, unit.weeksFromNow * 7)),
        component_html: unit.html === 'None' ? 'None' : paragraph(unit.html),
        course_id: place.placeId,
      });
    }
    for (const stream of ['A', 'B']) {
      await ctx.create('api::classroom.classroom', {
        class_name: `${place.code} ${stream}`,
        alternateLink: `https://classroom.example.com/c/${place.code.toLowerCase()}-${stream.toLowerCase()}`,
        course_id: place.placeId,
      });
    }
    // This year's tasks spread over the year; last year's and next year's give the year select something to show.
    const taskYears: [number, typeof place.tasks][] = [
      [year, place.tasks],
      [year - 1, place.tasks.slice(0, 2)],
      [year + 1, place.tasks.slice(0, 1)],
    ];
    for (const [taskYear, tasks] of taskYears) {
      for (const [index, task] of tasks.entries()) {
        const setDate = new Date(taskYear, 1 + index * 3, 10);
        const dueDate = new Date(taskYear, 2 + index * 3, 14);
        for (const [resource, url] of task.resources) {
          await ctx.create('api::course-task.course-task', {
            TASK: task.task,
            WEIGHTING: task.weighting,
            MARK_OUT_OF: task.outOf,
            SET_DATE: isoDate(setDate),
            DUE_DATE: isoDate(dueDate),
            LEARNING_RESOURCE: resource,
            LEARNING_RESOURCE_URL: url,
            course_id: place.placeId,
            year: taskYear,
          });
        }
      }
    }
  }
};
