import { createCalendarEvents } from './calendar-events.ts';
import { createCalendarFeeds } from './calendar-feeds.ts';
import { createConsentForms } from './consent-forms.ts';
import { createFavourites } from './favourites.ts';
import { createGroups } from './groups.ts';
import { createHealth } from './health.ts';
import { createLearningVirtuesGoalsRequests } from './learning-virtues-goals-requests.ts';
import { createMetrics } from './metrics.ts';
import type { ModelDeps } from './model-deps.ts';
import { createPostCategories } from './post-categories.ts';
import { createBlogEntries } from './blog-entries.ts';
import { createCourses } from './courses.ts';
import { createImages } from './images.ts';
import { createPages } from './pages.ts';
import { createPlaces } from './places.ts';
import { createPosts } from './posts.ts';
import { createPostTranslations } from './post-translations.ts';
import { createPsychologyRequests } from './psychology-requests.ts';
import { createReadPosts } from './read-posts.ts';
import { createSchoolSettings } from './school-settings.ts';
import { createSchoolTerms } from './school-terms.ts';
import { createAbsences } from './absences.ts';
import { createMyDay } from './my-day.ts';
import { createStudentInfo } from './student-info.ts';
import { createStudentRecords } from './student-records.ts';
import { createStudentGoals } from './student-goals.ts';
import { createStudentNotes } from './student-notes.ts';
import { createStudents } from './students.ts';
import { createUsers } from './users.ts';
import { createConnectionHeaders } from './connection-headers.ts';
import { createConnectionsPdfs } from './connections-pdfs.ts';
import { createEmailSends } from './email-sends.ts';
import { createEmailStatistics } from './email-statistics.ts';
import { createEmergencyAlerts } from './emergency-alerts.ts';
import { createEmergencyBroadcasts } from './emergency-broadcasts.ts';
import { createPdfEmailTemplates } from './pdf-email-templates.ts';
import { createPushSubscriptions } from './push-subscriptions.ts';
import { createSubscribedUsers } from './subscribed-users.ts';
import { createWebLogs } from './web-logs.ts';
import { createWeeklyEmailTexts } from './weekly-email-texts.ts';

/**
 * The BFF's models, one per record kind (bff/src/models/<record>.ts): each owns its record's
 * type and populate, its finders and writes, and calls `authorize` right after loading. Routes
 * reach the CMS only through them.
 */
export function createModels(deps: ModelDeps) {
  // Pages, their blog entries and courses are reached through their place, whose rights they follow.
  const places = createPlaces(deps);
  const pages = createPages(deps, places);
  return {
    posts: createPosts(deps),
    postTranslations: createPostTranslations(deps),
    students: createStudents(deps),
    calendarEvents: createCalendarEvents(deps),
    calendarFeeds: createCalendarFeeds(deps),
    readPosts: createReadPosts(deps),
    favourites: createFavourites(deps),
    groups: createGroups(deps),
    postCategories: createPostCategories(deps),
    schoolSettings: createSchoolSettings(deps),
    schoolTerms: createSchoolTerms(deps),
    metrics: createMetrics(deps),
    users: createUsers(deps),
    health: createHealth(deps),
    absences: createAbsences(deps),
    studentRecords: createStudentRecords(deps),
    studentInfo: createStudentInfo(deps),
    myDay: createMyDay(deps),
    connectionHeaders: createConnectionHeaders(deps),
    connectionsPdfs: createConnectionsPdfs(deps),
    emailSends: createEmailSends(deps),
    emailStatistics: createEmailStatistics(deps),
    emergencyAlerts: createEmergencyAlerts(deps),
    emergencyBroadcasts: createEmergencyBroadcasts(deps),
    pdfEmailTemplates: createPdfEmailTemplates(deps),
    pushSubscriptions: createPushSubscriptions(deps),
    consentForms: createConsentForms(deps),
    subscribedUsers: createSubscribedUsers(deps),
    webLogs: createWebLogs(deps),
    weeklyEmailTexts: createWeeklyEmailTexts(deps),
    studentNotes: createStudentNotes(deps),
    psychologyRequests: createPsychologyRequests(deps),
    studentGoals: createStudentGoals(deps),
    learningVirtuesGoalsRequests: createLearningVirtuesGoalsRequests(deps),
    places,
    pages,
    blogEntries: createBlogEntries(deps, places, pages),
    courses: createCourses(deps, places),
    images: createImages(deps),
  };
}

export type Models = ReturnType<typeof createModels>;
