import { z } from 'zod';
import { successEnvelope, unwrapRecords } from './envelope.ts';
import { healthRecord } from './schemas/health.ts';
import { campusConfigRecord } from './schemas/campus-config.ts';
import { userRecord } from './schemas/user.ts';
import { settingsRecord } from './schemas/settings.ts';
import { emergencyBroadcastRecord } from './schemas/emergency-broadcast.ts';
import { pushKeyRecord, pushSubscriptionRecord } from './schemas/push-subscription.ts';
import { alertReachPersonRecord, alertReachRecord } from './schemas/alert-reach.ts';
import {
  consentFormRecord,
  formAttachmentSchema,
  formEntryRecord,
  formForSignerRecord,
  formInvitationRecord,
  formMatrixRecord,
  formReminderRecord,
  formResponseRecord,
  linkSignedRecord,
  publicSigningRecord,
} from './schemas/consent-form.ts';
import { postRecord } from './schemas/post.ts';
import { postTranslationRecord, translationCountRecord } from './schemas/content-translation.ts';
import { postCategoryRecord } from './schemas/post-category.ts';
import { groupRecord } from './schemas/group.ts';
import { pageLogRecord, platformLogsRecord, userLogRecord, webLogRecord } from './schemas/web-log.ts';
import { connectionHeaderRecord } from './schemas/connection-header.ts';
import { favouriteRecord, favouriteRemovedRecord, readPostRecord } from './schemas/marks.ts';
import { calendarEventRecord, calendarFeedRecord } from './schemas/calendar.ts';
import { uploadedImageRecord } from './schemas/image-upload.ts';
import { subscribedUserRecord } from './schemas/subscribed-user.ts';
import { weeklyEmailTextRecord } from './schemas/weekly-email-text.ts';
import { connectionsPdfRecord } from './schemas/connections-pdf.ts';
import { learningVirtuesGoalsStarted, queueStatisticsRecord } from './schemas/learning-virtues-goals.ts';
import { connectionsPdfEmailSentRecord, pdfEmailTemplateRecord } from './schemas/pdf-email-template.ts';
import { emailStatisticsAnswer } from './schemas/email-statistic.ts';
import { emailSendRecipientCount, emailSendRecord } from './schemas/email-sending.ts';
import { classroomRecord, courseTaskRecord, courseUnitRecord, keyLearningAreaRecord, pageTypeRecord, placeRecord } from './schemas/place.ts';
import { pageRecord } from './schemas/page.ts';
import { blogEntryRecord } from './schemas/blog-entry.ts';
import {
  absencePercentageRecord,
  absenceSummaryRecord,
  academicReportRecord,
  carerStudentRecord,
  homeroomCommentRecord,
  learningBehaviourRecord,
  learningGoalRecord,
  myDayTimetableRecord,
  plotCourseRecord,
  plotTaskRecord,
  studentListData,
  teacherDayTimetableRecord,
  upcomingTaskRecord,
} from './schemas/parent-dashboard.ts';
import { studentNotesAnswer } from './schemas/student-note.ts';
import { financialInfoRecord, yearInfoRecord } from './schemas/student-info.ts';
import { studentGoalRecord, studentGoalsCsvRecord } from './schemas/student-goal.ts';
import { psychologyRequestRecord, psychologyRequestsAnswer } from './schemas/psychology-request.ts';
import { metricsRecord } from './schemas/metrics.ts';
import { absenceRecord, absentEmailSentRecord, schoolTermRecord, studentInfoRecord } from './schemas/absence.ts';

/**
 * What each BFF call answers as its records, keyed by method and path as the BFF routes them
 * under /api/ (`:name` is a path parameter). The BFF's HTTP tests, and the PWA's api client in
 * development and test builds, parse answers with these, so a shape that drifts on either side
 * fails a test. Records are strict objects: a field the BFF adds or leaks without the contract
 * saying so is a drift too. Calls that answer a file (the .ics ones) have no entry.
 */
export const responseSchemas = {
  'GET health': healthRecord,
  'GET campus-config': campusConfigRecord,
  'GET public/connections/:id': z.tuple([postRecord]),
  'GET users/:username': z.tuple([userRecord]),
  // The person's own choice of language (issue 28): their record as stored.
  'PUT users/:username/language': z.tuple([userRecord]),
  'PUT users/:username/alerts': z.tuple([userRecord]),
  'GET push-subscriptions/key': pushKeyRecord,
  'GET push-subscriptions': z.array(pushSubscriptionRecord),
  'POST push-subscriptions': pushSubscriptionRecord,
  'DELETE push-subscriptions/:id': pushSubscriptionRecord,
  'POST push-acknowledgements': z.strictObject({ acknowledged: z.boolean() }),
  // The admin's Dashboard tab (issue 29): each emergency alert of the campus and whom it reached.
  'GET emergency-alerts': z.array(alertReachRecord),
  'GET emergency-alerts/:id/people': z.array(alertReachPersonRecord),
  // Permission forms (issue 30): the admin's forms of their campus, and each write answering the form as stored.
  'GET consent-forms': z.array(consentFormRecord),
  'POST consent-forms': consentFormRecord,
  'GET consent-forms/:id': consentFormRecord,
  'PUT consent-forms/:id': consentFormRecord,
  'DELETE consent-forms/:id': consentFormRecord,
  'POST consent-forms/:id/publication': consentFormRecord,
  'POST consent-forms/:id/closure': consentFormRecord,
  'POST consent-forms/:id/copies': consentFormRecord,
  // A PDF for a form, stored before the form that lists it is saved.
  'POST consent-forms/attachments': formAttachmentSchema,
  // Step 2: the staff matrix (or a signed link to its csv/xlsx), a paper answer recorded by staff, reminders sent now.
  'GET consent-forms/:id/matrix': z.union([formMatrixRecord, z.url()]),
  'POST consent-forms/:id/paper-answers': formResponseRecord,
  'POST consent-forms/:id/reminders': formReminderRecord,
  // A signer's forms (one line per form and child), one form, their answers, a withdrawal, an emailed invitation.
  'GET forms': z.array(formEntryRecord),
  'GET forms/:id': formForSignerRecord,
  'POST forms/:id/responses': z.array(formResponseRecord),
  'POST forms/:id/withdrawals': formResponseRecord,
  'POST forms/:id/invitations': formInvitationRecord,
  // The spec's public e-signature calls: the page an emailed link opens, and its signature.
  'GET docusign': publicSigningRecord,
  'POST docusign': linkSignedRecord,
  'GET docusignpk': publicSigningRecord,
  'POST docusignpk': linkSignedRecord,
  'GET docusignpkkps': publicSigningRecord,
  'POST docusignpkkps': linkSignedRecord,
  'GET docusign-interview': publicSigningRecord,
  'POST docusign-interview': linkSignedRecord,
  // At most one: the campus's settings, or none when the schoolUid asked for is not theirs.
  'GET settings': z.array(settingsRecord).max(1),
  'GET emergencybroadcast': z.array(emergencyBroadcastRecord),
  'POST emergencybroadcast': emergencyBroadcastRecord,
  'PUT emergencybroadcast/:id': emergencyBroadcastRecord,
  'DELETE emergencybroadcast/:id': emergencyBroadcastRecord,
  // The admin list asked for without any filter answers a short-lived signed link to it (admin spec 7).
  'GET posts': z.union([z.array(postRecord), z.url()]),
  'GET posts/:id': z.tuple([postRecord]),
  'POST posts/image': uploadedImageRecord,
  // Admin writes answer the record as stored (a delete: as it was, so the screen can name what went).
  'POST posts': postRecord,
  'PUT posts/:id': postRecord,
  'DELETE posts/:id': postRecord,
  'GET public/admin-posts': z.array(postRecord),
  // Editors' translations of a post (issue 28): those it has, one saved as written, one removed
  // (as it was), and per language how many live or coming posts have none or only a machine's.
  'GET posts/:id/translations': z.array(postTranslationRecord),
  'PUT posts/:id/translations/:language': postTranslationRecord,
  'DELETE posts/:id/translations/:language': postTranslationRecord,
  'GET posts/translation-counts': z.array(translationCountRecord),
  'GET post-categories': z.array(postCategoryRecord),
  'GET groups': z.array(groupRecord),
  // null: the visit named a post the person may not read, or an admin screen and they are no
  // admin (not, or no longer: an offline visit's replay); nothing was stored, and a 200 all the
  // same, so the outbox does not report it as refused.
  'POST weblogs': webLogRecord.nullable(),
  // By log_type: platform_logs one summary, page_logs and users_logs a page of rows.
  'GET weblogs': z.union([platformLogsRecord, z.array(pageLogRecord), z.array(userLogRecord)]),
  'GET connection-headers': z.array(connectionHeaderRecord),
  'POST connection-headers': connectionHeaderRecord,
  'PUT connection-headers/:id': connectionHeaderRecord,
  'DELETE connection-headers/:id': connectionHeaderRecord,
  'POST connections-pdf': connectionsPdfRecord,
  'GET connections-pdf': z.array(connectionsPdfRecord),
  // With generate_pdf_signed_url=yes: a short-lived link that downloads the PDF without a token.
  'GET connections-pdf/:id': z.union([z.tuple([connectionsPdfRecord]), z.url()]),
  'DELETE connections-pdf/:id': connectionsPdfRecord,
  'GET readposts': z.array(readPostRecord),
  'POST readposts': readPostRecord,
  'GET favorites': z.array(favouriteRecord),
  'POST favorites': favouriteRecord,
  'DELETE favorites/:id': favouriteRemovedRecord,
  'GET calendar': z.array(calendarEventRecord),
  'GET calendar/feed': calendarFeedRecord,
  'POST calendar/feed/rotate': calendarFeedRecord,
  'GET calendar/:id': z.tuple([calendarEventRecord]),
  'GET subscribedusers': z.array(subscribedUserRecord),
  'POST subscribedusers': subscribedUserRecord,
  'PUT subscribedusers/:id': subscribedUserRecord,
  'DELETE subscribedusers/:id': subscribedUserRecord,
  // The campus's one record, or none before the first save.
  'GET weeklyemailtext': z.array(weeklyEmailTextRecord).max(1),
  'POST weeklyemailtext': weeklyEmailTextRecord,
  'PUT weeklyemailtext/:id': weeklyEmailTextRecord,
  // The LV Goals PDFs tab: a request (answered with the spec's message), its list, one request
  // or, with generate_zip_signed_url=yes, a short-lived link to its PDFs as one ZIP, and remove.
  'POST learning-virtues-pdf': learningVirtuesGoalsStarted,
  'GET queuestatistics': z.array(queueStatisticsRecord),
  'GET queuestatistics/:id': z.union([z.tuple([queueStatisticsRecord]), z.url()]),
  'POST queuestatistics/remove': queueStatisticsRecord,
  // The campus's one Connections PDF email template, or none before the first save.
  'GET connectionpdfemailtext': z.array(pdfEmailTemplateRecord).max(1),
  'POST connectionpdfemailtext': pdfEmailTemplateRecord,
  'POST send-connections-pdf-email': connectionsPdfEmailSentRecord,
  // One page of the filter's messages and the summary of all of them; with `format` a file instead (email-logs.csv, .xlsx, .pdf).
  'GET emailstatistics': emailStatisticsAnswer,
  'POST send-emails': emailSendRecord,
  'GET send-emails': z.array(emailSendRecord),
  'GET send-emails/:id': z.tuple([emailSendRecord]),
  'GET send-emails/recipient-count': emailSendRecipientCount,
  // Places and their pages (issue 15): reads filtered per person, writes for the place's editors and the campus's admins.
  'GET places': z.array(placeRecord),
  'POST places': placeRecord,
  'GET places/:id': z.tuple([placeRecord]),
  'PUT places/:id': placeRecord,
  'DELETE places/:id': placeRecord,
  'GET pages': z.array(pageRecord),
  'GET pages/:id': z.tuple([pageRecord]),
  'POST pages': pageRecord,
  // With update_sort_order=true: the place's pages in their new order.
  'PUT pages': z.array(pageRecord),
  'PUT pages/:id': pageRecord,
  // Soft delete: the page as stored, is_deleted true.
  'DELETE pages/:id': pageRecord,
  'GET pagetypes': z.array(pageTypeRecord),
  'GET key-learning-area': z.array(keyLearningAreaRecord),
  'GET course-units': z.array(courseUnitRecord),
  'GET course-tasks': z.array(courseTaskRecord),
  'GET course-classrooms': z.array(classroomRecord),
  'GET blog-entries': z.array(blogEntryRecord),
  'POST blog-entries': blogEntryRecord,
  'PUT blog-entries/:id': blogEntryRecord,
  'DELETE blog-entries/:id': blogEntryRecord,
  // The parent, student and faculty dashboard (reader spec 2.6); the report download answers a PDF.
  'GET students': studentListData,
  'GET carerstudents': z.array(carerStudentRecord),
  'GET plotcourse': z.array(plotCourseRecord),
  'GET plottask': z.array(plotTaskRecord),
  'GET student-academic-reports': z.array(academicReportRecord),
  'GET student-learning-behaviour': z.array(learningBehaviourRecord),
  'GET learning-behaviour-by-course': z.array(learningBehaviourRecord),
  'GET student-learning-goals': z.array(learningGoalRecord),
  'GET homeroom-comments': z.array(homeroomCommentRecord),
  'GET absences/absence-summary': absenceSummaryRecord,
  'GET absences/percentage': absencePercentageRecord,
  'GET my-day-timetables': z.array(myDayTimetableRecord),
  'GET teacher-day-timetable': z.array(teacherDayTimetableRecord),
  'POST upcoming-tasks': z.array(upcomingTaskRecord),
  // Reader spec 2.7: a student's notes (with a CSV link when asked); sending answers the reloaded list.
  'GET student-notes': studentNotesAnswer,
  'POST student-notes': studentNotesAnswer,
  // A sent note is never changed: these always answer 405.
  'PUT student-notes/:id': z.never(),
  'PATCH student-notes/:id': z.never(),
  'DELETE student-notes/:id': z.never(),
  // Reader 2.9: a family's (or staff's) student records, each checked per student by the BFF.
  'GET financial-info': z.array(financialInfoRecord),
  'GET year-info': z.array(yearInfoRecord),
  'GET new-students': z.array(yearInfoRecord),
  // With is_csv_export=True: a short-lived link to PLC_Student_Goals_CSV.csv.
  'GET student-goals': z.union([z.array(studentGoalRecord), studentGoalsCsvRecord]),
  'POST student-goals': studentGoalRecord,
  'PUT student-goals/:id': studentGoalRecord,
  'GET school-psychology-request': psychologyRequestsAnswer,
  'POST school-psychology-request': psychologyRequestRecord,
  'GET metrics': metricsRecord,
  // Absences (reader spec 2.1, 7): a student's or all of the person's students'; a notice; a reason; its email; staff's CSV link.
  'GET absences': z.array(absenceRecord),
  'POST absences': absenceRecord,
  'PUT absences': absenceRecord,
  'GET absences/export': z.url(),
  'GET student-info': z.array(studentInfoRecord),
  'GET school-terms': z.array(schoolTermRecord),
  'POST send-absent-email': absentEmailSentRecord,
} satisfies Record<string, z.ZodType>;

export type ApiCall = keyof typeof responseSchemas;
export type ApiRecords<C extends ApiCall> = z.output<(typeof responseSchemas)[C]>;

/**
 * The call a request makes, from its method and its path under /api/ (`posts/`, `posts/abc?x=1`),
 * or undefined when the table has none. A literal segment beats a parameter, so
 * `calendar/feed` is not taken for `calendar/:id`.
 */
export function apiCallOf(method: string, path: string): ApiCall | undefined {
  const wanted = (path.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '').split('/');
  let found: ApiCall | undefined;
  let foundLiterals = -1;
  for (const call of Object.keys(responseSchemas) as ApiCall[]) {
    const [callMethod = '', callPath = ''] = call.split(' ');
    const segments = callPath.split('/');
    if (callMethod !== method.toUpperCase() || segments.length !== wanted.length) continue;
    if (!segments.every((segment, index) => segment.startsWith(':') || segment === wanted[index])) continue;
    const literals = segments.filter((segment) => !segment.startsWith(':')).length;
    if (literals > foundLiterals) [found, foundLiterals] = [call, literals];
  }
  return found;
}

export class ResponseDriftError extends Error {
  override readonly name = 'ResponseDriftError';
}

/**
 * The records of a call's success answer (the whole JSON body), checked against the call's
 * schema. A drift throws a ResponseDriftError naming the call and each mismatch with its path.
 */
export function parseAnswer<C extends ApiCall>(call: C, body: unknown): ApiRecords<C> {
  const result = successEnvelope(responseSchemas[call]).safeParse(body);
  if (!result.success) throw new ResponseDriftError(`${call}: the answer has drifted from @portal/contract\n${z.prettifyError(result.error)}`);
  return unwrapRecords<ApiRecords<C>>(result.data);
}
