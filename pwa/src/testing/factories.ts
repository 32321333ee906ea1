import { AS_WRITTEN } from '@portal/contract';
import type {
  CalendarEventRecord,
  ConnectionHeaderRecord,
  EmergencyBroadcastRecord,
  FavouriteRecord,
  PostRecord,
  ReadPostRecord,
  SettingsRecord,
  SubscribedUserRecord,
  UserRecord,
  WebLogRecord,
  WeeklyEmailTextRecord,
  ConnectionsPdfRecord,
  PdfEmailTemplateRecord,
} from '@portal/contract';

/**
 * When and by whom a test record was stored, for the records that carry it: the first of
 * February, by nobody the record names. Spread it first; a builder names what differs after it.
 */
export const STORED = {
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
  users_userid: null,
  users_username: null,
  users_firstname: null,
  users_lastname: null,
};

/** Records shaped as the contract says, for tests only (the app itself shows no fake data). */
export function buildUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    userUid: 'user0000001',
    username: 'carer1',
    firstname: 'Casey',
    surname: 'Carer',
    type: 'affiliate',
    is_carer: true,
    is_admin: false,
    email: 'carer1@example.test',
    country_name: '',
    schoolUid: 'school00001',
    campus: 'sydney',
    group_list: [],
    language: 'en',
    notice_alerts: 'instantly',
    ...overrides,
  };
}

export function buildSettings(overrides: Partial<SettingsRecord> = {}): SettingsRecord {
  return {
    schoolUid: 'school00001',
    campus: 'sydney',
    tile_settings: [
      { title: 'Notices', url: '/notices' },
      { title: 'Emergency broadcast', url: '/emergency-brodcast' },
    ],
    favicon_icon: null,
    domain: null,
    theme_colours: { header_colour: '#123456', footer_colour: '#654321' },
    phoneNumber: '02 9999 0000',
    banner_images: { ribbon_logo: null, background_image: null },
    providerName: null,
    ...overrides,
  };
}

export function buildNotice(overrides: Partial<PostRecord> = {}): PostRecord {
  return {
    postUid: 'notice00001',
    type: 'notice',
    title: 'Swimming carnival',
    slug: 'swimming-carnival',
    content_html: '<p>Bring a hat.</p>',
    excerpt: 'Bring a hat.',
    featured_img_url: null,
    featured_img_alt: null,
    published: true,
    make_public: false,
    publish_start: '2026-02-03T09:00:00.000Z',
    publish_end: 'INDEFINITE',
    postcategory_categoryid: 'category0001',
    postcategory_categoryname: 'Sport',
    sort_order: 5,
    for_carer_only: false,
    daily_flag: false,
    created_at: '2026-02-01T09:00:00.000Z',
    updated_at: '2026-02-01T09:00:00.000Z',
    users_userid: null,
    users_username: null,
    users_firstname: null,
    users_lastname: null,
    group_list: { userTypes: [], groups: [], groupNames: [] },
    translation: AS_WRITTEN,
    ...overrides,
  };
}

export function buildBroadcast(overrides: Partial<EmergencyBroadcastRecord> = {}): EmergencyBroadcastRecord {
  return {
    emergencybroadcastUid: 'broadcast0001',
    status: true,
    message: 'School closed today because of flooding',
    created_at: '2026-03-01T07:00:00.000Z',
    updated_at: '2026-03-01T07:00:00.000Z',
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<CalendarEventRecord> = {}): CalendarEventRecord {
  return {
    EVENT_ID: 'event000001',
    title: 'Athletics carnival',
    description: '<p>Buses leave at 8:15 am.</p>',
    location: 'Regional Athletics Centre',
    event_start: '2026-03-10T09:00:00.000Z',
    event_end: '2026-03-10T15:00:00.000Z',
    all_day: false,
    category: 'Sport',
    translation: AS_WRITTEN,
    ...overrides,
  };
}

export function buildConnectionHeader(overrides: Partial<ConnectionHeaderRecord> = {}): ConnectionHeaderRecord {
  return {
    connectionheaderUid: 'header000001',
    caption: 'Term 1, Week 6',
    caption_location: 'bottom_left',
    alttext: 'Students on the main oval',
    featured_img_url: 'https://media.example.test/header.jpg',
    featured_img_type: 'jpeg',
    publish_start: '2026-02-01T00:00:00.000Z',
    publish_end: 'INDEFINITE',
    ...STORED,
    ...overrides,
  };
}

export function buildFavourite(overrides: Partial<FavouriteRecord> = {}): FavouriteRecord {
  return {
    favoriteUid: 'favourite0001',
    posts_postUid: null,
    EVENT_ID: null,
    created_at: '2026-02-01T00:00:00.000Z',
    clientMarkId: null,
    ...overrides,
  };
}

export function buildReadPost(overrides: Partial<ReadPostRecord> = {}): ReadPostRecord {
  return {
    readpostUid: 'readpost0001',
    posts_postUid: 'notice00001',
    read_at: '2026-02-04T00:00:00.000Z',
    clientMarkId: null,
    ...overrides,
  };
}

export function buildWebLog(overrides: Partial<WebLogRecord> = {}): WebLogRecord {
  return {
    weblogsUid: 'weblog000001',
    pageId: '/notices',
    title: 'Notices',
    pageType: 'reader',
    browserName: 'Chrome',
    osName: 'Windows',
    country_name: '',
    visited_at: '2026-02-04T00:00:00.000Z',
    users_userid: 'user0000001',
    users_username: 'carer1',
    users_firstname: 'Casey',
    users_lastname: 'Carer',
    ...overrides,
  };
}

export function buildSubscribedUser(overrides: Partial<SubscribedUserRecord> = {}): SubscribedUserRecord {
  return {
    subscribedusersUid: 'subscriber0001',
    name: 'Margaret Hughes',
    email: 'margaret.hughes@example.com',
    ...STORED,
    users_username: 'admin1',
    ...overrides,
  };
}

export function buildWeeklyEmailText(overrides: Partial<WeeklyEmailTextRecord> = {}): WeeklyEmailTextRecord {
  return {
    weeklyemailtextUid: 'weeklytext0001',
    email_text: 'This week in Connections',
    except_emails: 'former.family@example.com',
    except_emails_list: ['former.family@example.com'],
    test_emails_list: ['admin1@school.test'],
    ...STORED,
    users_username: 'admin1',
    ...overrides,
  };
}

export function buildConnectionsPdf(overrides: Partial<ConnectionsPdfRecord> = {}): ConnectionsPdfRecord {
  return {
    connections_pdfUid: 'connectionspdf0001',
    title: 'Connections 20 November 2026',
    status: 'Completed',
    error: null,
    emailed: false,
    created_at: '2026-11-20T01:00:00.000Z',
    url: 'connections-connectionspdf0001.pdf',
    ...overrides,
  };
}

export function buildPdfEmailTemplate(overrides: Partial<PdfEmailTemplateRecord> = {}): PdfEmailTemplateRecord {
  return {
    connection_pdf_emailtextUid: 'pdfemailtext0001',
    schoolUid: 'sydney',
    subject: 'This week in Connections',
    email_html: '<p>Here is this week’s issue.</p>',
    send_to: [{ value: 'all_subscribers', label: 'All' }],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
