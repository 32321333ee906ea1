import { isoDate, publishBound, schoolDayBefore, schoolYear, shiftDays } from './clock';
import { idOf, pickOne, type Ids, type SeedContext } from './context';
import { paragraph } from './html';
import { creatorFields, personEmail, personName, STAFF_DOMAIN, studentProfile, usernameOf } from './school';

const admin = (users: Ids) => creatorFields(users, 'syd-admin1');

const seedConnectionHeaders = async (ctx: SeedContext, users: Ids) => {
  // Oldest first: the newest (by created_at) is the one the Connections screen shows.
  const headers = [
    { caption: 'Autumn on the Oval', location: 'bottom_left', window: [-60, -20], daysAgo: 62 },
    { caption: 'Harvest festival in the community garden', location: 'top_right', window: [-20, 'INDEFINITE'], daysAgo: 22 },
    { caption: '', location: 'no_caption', window: [12, 40], daysAgo: 3 },
    { caption: 'Cross country at Centennial Park', location: 'bottom_right', window: [-2, 25], daysAgo: 2 },
  ] as const;
  for (const header of headers) {
    const id = await ctx.create('api::connection-header.connection-header', {
      caption: header.caption,
      caption_location: header.location,
      alttext: header.caption || 'Students on the school Oval',
      featured_img_type: 'jpeg',
      featured_img_url: null,
      campus: 'sydney',
      publish_start: publishBound(ctx.now, header.window[0]),
      publish_end: typeof header.window[1] === 'number' ? publishBound(ctx.now, header.window[1]) : header.window[1],
      ...admin(users),
    });
    await ctx.setCreatedAt('api::connection-header.connection-header', id, shiftDays(ctx.now, -header.daysAgo));
  }
};

const SUBSCRIBERS: [string, string][] = [
  ['Margaret Hughes', 'margaret.hughes@example.com'],
  ['Local Library (Fitzroy Street)', 'library@example.org'],
  ['Old Scholars Association', 'secretary@oldscholars.example.org'],
  ['Rotary Club of Fitzroy', 'president@rotary.example.org'],
];

const seedEmailSettings = async (ctx: SeedContext, users: Ids) => {
  for (const [name, email] of SUBSCRIBERS) {
    await ctx.create('api::subscribed-user.subscribed-user', { name, email, campus: 'sydney', ...admin(users) });
  }
  const excluded = ['former.family@example.com', 'unsubscribed.carer@example.com'];
  await ctx.create('api::weekly-email-text.weekly-email-text', {
    email_text:
      'This week in Connections: the senior musical, swimming carnival results and a message from our Principal.\n' +
      `[Read the full newsletter](https://www.${STAFF_DOMAIN}/connections) **Have a great weekend!**`,
    except_emails: excluded.join('\n'),
    except_emails_list: excluded,
    test_emails_list: [personEmail('syd-admin1'), personEmail('syd-editor1')],
    campus: 'sydney',
    ...admin(users),
  });
  await ctx.create('api::pdf-email-template.pdf-email-template', {
    subject: 'Connections: this fortnight at Wattle Grove',
    email_html: `${paragraph('Dear friends of the school,')}${paragraph('Please find attached the latest edition of Connections.')}${paragraph('Kind regards, the Communications Office')}`,
    send_to: [{ value: 'all_subscribers', label: 'All' }],
    campus: 'sydney',
  });
};

const seedQueueStatistics = async (ctx: SeedContext) => {
  // Only finished requests: a Pending one would be picked up and run by the PDF queue.
  const year = String(schoolYear(ctx.now));
  const requests = [
    // Finished long ago: their PDFs were removed from the media library since.
    { form_run: 'Year 9', year_group: 9, message: 'Created 148 PDFs for Year 9.', is_error: false, progress_done: 148, progress_total: 148, daysAgo: 9 },
    { form_run: 'Individual Student', year_group: 13, student_username: 'student2', message: 'No goals are recorded for student2 in Term 2.', is_error: true, daysAgo: 4 },
  ];
  for (const request of requests) {
    const { daysAgo, ...fields } = request;
    const id = await ctx.create('api::queue-statistic.queue-statistic', {
      ...fields,
      created_by_username: 'admin1',
      queue_status: 'Complete',
      semester: '2',
      academic_year: year,
      campus: 'sydney',
    });
    await ctx.setCreatedAt('api::queue-statistic.queue-statistic', id, shiftDays(ctx.now, -daysAgo));
  }
};

const seedEmailStatistics = async (ctx: SeedContext, postIds: Ids) => {
  const digestPosts = [
    'Year 12 celebrate the end of HSC study week',
    'Swimming carnival results and age champions',
    'Senior musical opens next Thursday',
  ].map((title) => idOf(postIds, title));
  const principalPost = idOf(postIds, "Principal's message: a strong finish to the term");
  const dailyPost = idOf(postIds, 'Daily reminders: library closes early on Thursday');
  const recipients = ['syd-carer1', 'syd-teacher1', 'syd-admin1', 'syd-editor1'];

  let sequence = 0;
  const send = async (type: string, directoryId: string, daysAgo: number, extra: Record<string, unknown>) => {
    sequence += 1;
    const sent = shiftDays(ctx.now, -daysAgo, 7, 30 + (sequence % 20));
    const delivered = ctx.random() > 0.08;
    const opened = delivered && ctx.random() > 0.35;
    const clicked = opened && ctx.random() > 0.5;
    const bounced = !delivered && ctx.random() > 0.5;
    const later = (minutes: number) => new Date(sent.getTime() + minutes * 60 * 1000).toISOString();
    await ctx.create('api::email-statistic.email-statistic', {
      ses_message_id: `seed-${String(sequence).padStart(4, '0')}`,
      SESDestinationAddress: personEmail(directoryId),
      intended_recipient: personName(directoryId),
      SnsPublishTime: later(1),
      SESSendTime: sent.toISOString(),
      type,
      campus: 'sydney',
      SESDeliverTime: delivered ? later(1) : null,
      SESOpenTime: opened ? later(95) : null,
      SESClickTime: clicked ? later(97) : null,
      SESBounceTime: bounced ? later(2) : null,
      user_id: usernameOf(directoryId),
      user_name: personName(directoryId),
      ...extra,
    });
  };

  for (const daysAgo of [14, 7, 0]) {
    for (const directoryId of recipients) {
      await send('DIGEST', directoryId, daysAgo, { post_document_ids: digestPosts, subject: 'Connections: this week at Wattle Grove' });
    }
  }
  for (const directoryId of recipients) {
    await send('PRINCIPAL', directoryId, 2, { post_document_ids: [principalPost], subject: "Principal's message" });
    await send('DAILYEMAIL', directoryId, 1, { post_document_ids: [dailyPost], subject: 'Daily reminders' });
  }
  const mia = studentProfile('syd-student1');
  const absent = schoolDayBefore(ctx.now, -2);
  await send('Unverified Absence', 'syd-carer1', 1, {
    subject: `Unverified absence: ${mia.name}`,
    student_id: mia.studentNumber,
    student_name: mia.name,
    absence_date: isoDate(absent),
    reason: null,
  });
  const noah = studentProfile('syd-student2');
  await send('Notify Absence', 'syd-carer1', 30, {
    subject: `Absence notified: ${noah.name}`,
    student_id: noah.studentNumber,
    student_name: noah.name,
    absence_date: isoDate(schoolDayBefore(ctx.now, -30)),
    reason: 'Representative swimming',
  });
};

const seedWebLogs = async (ctx: SeedContext, users: Ids, postIds: Ids) => {
  const visitors = ['syd-carer1', 'syd-student1', 'syd-teacher1', 'syd-admin1', 'syd-editor1', 'syd-student2'];
  const platforms: [string, string][] = [
    ['Chrome', 'Windows'], ['Mobile Safari', 'iOS'], ['Safari', 'Mac OS'], ['Chrome', 'Android'], ['Edge', 'Windows'], ['Firefox', 'Linux'],
  ];
  const countries = ['Australia', 'Australia', 'Australia', 'Australia', 'New Zealand', 'Singapore'];
  const pages: [string, string, string][] = [
    ['dashboard', 'Dashboard', 'dashboard'],
    ['notices', 'Notices', 'notices'],
    ['calendar', 'Calendar', 'calendar'],
    ['connections', 'Connections', 'connections'],
    [idOf(postIds, 'Athletics carnival: permission notes due Friday'), 'Athletics carnival: permission notes due Friday', 'notice'],
    [idOf(postIds, 'Senior musical opens next Thursday'), 'Senior musical opens next Thursday', 'newsletter'],
    ['parent-dashboard', 'Parent Dashboard', 'parent-dashboard'],
    ['admin', 'Admin', 'admin'],
  ];
  for (let index = 1; index <= 40; index += 1) {
    const visitor = pickOne(ctx.random, visitors);
    const [browserName, osName] = pickOne(ctx.random, platforms);
    const [pageId, title, pageType] = pickOne(ctx.random, pages);
    const visited = shiftDays(ctx.now, -Math.floor(ctx.random() * 14), 7 + Math.floor(ctx.random() * 14), Math.floor(ctx.random() * 60));
    await ctx.create('api::web-log.web-log', {
      pageId,
      title,
      browserName,
      osName,
      pageType,
      visited_at: visited.toISOString(),
      country_name: pickOne(ctx.random, countries),
      ip_address: `203.0.113.${10 + (index % 40)}`,
      ip_lookup_key: `203.0.113.${10 + (index % 40)}`,
      ...creatorFields(users, visitor),
      campus: 'sydney',
      client_visit_id: `seed-visit-${String(index).padStart(3, '0')}`,
    });
  }
  // Visits from before the IP retention period (web-log-ip-retention.ts), seeded with their
  // addresses so that the purge at start can be seen removing them.
  const oldVisits: [string, number][] = [['syd-carer1', 121], ['syd-teacher1', 150], ['syd-student1', 200], ['syd-admin1', 300]];
  for (const [index, [visitor, daysAgo]] of oldVisits.entries()) {
    await ctx.create('api::web-log.web-log', {
      pageId: 'notices',
      title: 'Notices',
      browserName: 'Chrome',
      osName: 'Windows',
      pageType: 'notices',
      visited_at: shiftDays(ctx.now, -daysAgo, 8, 30).toISOString(),
      country_name: 'Australia',
      ip_address: `198.51.100.${20 + index}`,
      ip_lookup_key: `198.51.100.${20 + index}`,
      ...creatorFields(users, visitor),
      campus: 'sydney',
      client_visit_id: `seed-old-visit-${String(index + 1).padStart(3, '0')}`,
    });
  }
};

/** Records behind the admin screens: headers, subscribers, email settings, logs. */
export const seedAdminRecords = async (ctx: SeedContext, users: Ids, postIds: Ids): Promise<void> => {
  await seedConnectionHeaders(ctx, users);
  await seedEmailSettings(ctx, users);
  await seedQueueStatistics(ctx);
  await seedEmailStatistics(ctx, postIds);
  await seedWebLogs(ctx, users, postIds);
};
