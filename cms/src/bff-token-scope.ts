/**
 * Every Content API action the BFF's API token may call, and nothing else: the token is a
 * Strapi custom token holding exactly these (src/bff-api-token.ts keeps it so on every start).
 * A feature that makes the BFF call a new action adds it here, next to its collection.
 *
 * Portal users cannot be created, updated or deleted with this token: people come in through
 * signIn, a person's own language is written through chooseLanguage alone, and roles (type,
 * is_admin, groups) are written only in the CMS itself.
 */
export const BFF_TOKEN_SCOPE = [
  // auth: the person behind a verified token; users route: another person's record
  'api::portal-user.portal-user.signIn',
  'api::portal-user.portal-user.find',
  // models/users.ts: a person's own choice of language (that attribute only)
  'api::portal-user.portal-user.chooseLanguage',
  // models/push-subscriptions.ts (issue 29): a person's own choice for new notices, their devices,
  // and the acknowledgements the service worker posts
  'api::portal-user.portal-user.chooseNoticeAlerts',
  'api::push-subscription.push-subscription.listOf',
  'api::push-subscription.push-subscription.save',
  'api::push-subscription.push-subscription.removeOf',
  'api::alert-delivery.alert-delivery.acknowledge',
  // routes/emergency-alerts: the reach of a campus's emergency alerts, for its administrators
  'api::alert.alert.reach',
  'api::alert.alert.reachPeople',
  // models/calendar-feeds.ts: the personal calendar feed
  'api::portal-user.portal-user.findByCalendarFeed',
  'api::portal-user.portal-user.calendarFeed',
  'api::portal-user.portal-user.setCalendarFeed',
  // posts, public connections, read posts and favourites (populate postcategory, groups)
  'api::post.post.find',
  'api::post.post.findOne',
  // admin writes (routes/posts, connection-headers, emergency-broadcasts), each naming the admin in
  // X-Portal-Actor: the CMS writes its audit entry in the same transaction (src/audit)
  'api::post.post.create',
  'api::post.post.update',
  'api::post.post.delete',
  'api::post-category.post-category.find',
  'api::group.group.find',
  'api::school-setting.school-setting.find',
  'api::emergency-broadcast.emergency-broadcast.find',
  'api::emergency-broadcast.emergency-broadcast.findOne',
  'api::emergency-broadcast.emergency-broadcast.create',
  'api::emergency-broadcast.emergency-broadcast.update',
  'api::emergency-broadcast.emergency-broadcast.delete',
  'api::connection-header.connection-header.find',
  'api::connection-header.connection-header.findOne',
  'api::connection-header.connection-header.create',
  'api::connection-header.connection-header.update',
  'api::connection-header.connection-header.delete',
  // the admin's Subscribed and Email tabs (routes/subscribed-users, weekly-email-text), audited
  'api::subscribed-user.subscribed-user.find',
  'api::subscribed-user.subscribed-user.findOne',
  'api::subscribed-user.subscribed-user.create',
  'api::subscribed-user.subscribed-user.update',
  'api::subscribed-user.subscribed-user.delete',
  'api::weekly-email-text.weekly-email-text.find',
  'api::weekly-email-text.weekly-email-text.findOne',
  'api::weekly-email-text.weekly-email-text.create',
  'api::weekly-email-text.weekly-email-text.update',
  // (the audit trail is the CMS's: this token can neither add, read, change nor remove an entry)
  'api::calendar-event.calendar-event.find',
  'api::calendar-event.calendar-event.findOne',
  // commands/mark-once.ts removes its own duplicate after a race
  'api::read-post.read-post.find',
  'api::read-post.read-post.create',
  'api::read-post.read-post.delete',
  'api::favourite.favourite.find',
  'api::favourite.favourite.findOne',
  'api::favourite.favourite.create',
  'api::favourite.favourite.delete',
  // routes/images: editors' images into the media library
  'plugin::upload.content-api.upload',
  'api::web-log.web-log.find',
  'api::web-log.web-log.create',
  // the admin's web logs screen: summaries the database computes (api/web-log/services/summaries.ts)
  'api::web-log.web-log.platformSummary',
  'api::web-log.web-log.pageSummary',
  'api::web-log.web-log.userVisits',
  // routes/connections-pdf: the list and one record; starting one (the record and its job in one
  // transaction) and deleting one (with its file) go through the pdfs plugin
  'api::connections-pdf.connections-pdf.find',
  'api::connections-pdf.connections-pdf.findOne',
  'plugin::pdfs.connections-pdfs.start',
  'plugin::pdfs.connections-pdfs.remove',
  // routes/learning-virtues-goals: the requests' list and one request (queue statistics, with their
  // PDFs); a request and its job (one transaction) and removing one (with its files) go through
  // the pdfs plugin
  'api::queue-statistic.queue-statistic.find',
  'api::queue-statistic.queue-statistic.findOne',
  'plugin::pdfs.learning-virtues-goals-pdfs.start',
  'plugin::pdfs.learning-virtues-goals-pdfs.remove',
  // the files behind the BFF's signed links (Connections PDF, goal PDFs' ZIP, academic reports):
  // read by key from the private file store, after the BFF's own per-record check
  'plugin::pdfs.private-files.read',
  // the Connections PDF email (routes/connections-pdf-email): the campus's template, audited; the
  // send marks the PDF emailed and queues its messages in one transaction (the email-sends plugin)
  'api::pdf-email-template.pdf-email-template.find',
  'api::pdf-email-template.pdf-email-template.findOne',
  'api::pdf-email-template.pdf-email-template.create',
  'api::pdf-email-template.pdf-email-template.update',
  'plugin::email-sends.connections-pdf-emails.create',
  // routes/posts/post-pdf: one post as a PDF, drawn when asked, after the BFF's read check
  'plugin::pdfs.post-pdfs.render',
  // routes/email-statistics: the email logs' page and summary, counted by the database (email-sends plugin)
  'plugin::email-sends.statistics.find',
  // routes/email-sending: the weekly digest, daily reminders and principal's message (the send record
  // and its job in one transaction), how many people one would reach, and their progress;
  // routes/unsubscribe: the public unsubscribe page hands the link's token to the plugin that signed it
  'plugin::email-sends.send.create',
  'plugin::email-sends.send.recipientCount',
  'plugin::email-sends.send.find',
  'plugin::email-sends.send.findOne',
  'plugin::email-sends.opt-outs.check',
  'plugin::email-sends.opt-outs.create',
  // routes/places: places (admins write them), their pages (the place's editors and admins write
  // them; creating with a new sort order, reordering and the stale-write check are one transaction
  // each, api/page/controllers), blog entries, and what the place view reads
  'api::place.place.find',
  'api::place.place.findOne',
  'api::place.place.create',
  'api::place.place.update',
  'api::place.place.delete',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::page.page.create',
  'api::page.page.update',
  'api::page.page.createInOrder',
  'api::page.page.reorder',
  'api::page.page.updateIfUnchanged',
  'api::page-type.page-type.find',
  'api::key-learning-area.key-learning-area.find',
  'api::course-unit.course-unit.find',
  'api::course-task.course-task.find',
  'api::classroom.classroom.find',
  'api::blog-entry.blog-entry.find',
  'api::blog-entry.blog-entry.findOne',
  'api::blog-entry.blog-entry.create',
  'api::blog-entry.blog-entry.delete',
  'api::blog-entry.blog-entry.updateIfUnchanged',
  // routes/parent-dashboard: the parent, student and faculty dashboard reads (policies/student.ts decides per student)
  'api::student.student.find',
  'api::carer-student.carer-student.find',
  'api::plot-course-result.plot-course-result.find',
  'api::plot-task-result.plot-task-result.find',
  'api::academic-report.academic-report.find',
  'api::learning-behaviour.learning-behaviour.find',
  'api::learning-goal.learning-goal.find',
  'api::homeroom-comment.homeroom-comment.find',
  'api::absence.absence.find',
  'api::my-day-timetable.my-day-timetable.find',
  'api::teacher-day-timetable.teacher-day-timetable.find',
  // routes/student-notes (besides the student and timetable reads above): the notes, and each
  // note's emails through the transactional path
  'api::student-note.student-note.find',
  'api::student-note.student-note.create',
  'plugin::email-sends.messages.create',
  // routes/financial-info, year-info, new-students, student-goals, school-psychology-request,
  // metrics (policies/student-access.ts decides per record who may read a student's records)
  'api::year-info.year-info.find',
  'api::financial-info.financial-info.find',
  'api::student-goal.student-goal.find',
  'api::student-goal.student-goal.findOne',
  'api::student-goal.student-goal.create',
  'api::student-goal.student-goal.update',
  'api::school-psychology-request.school-psychology-request.find',
  'api::school-psychology-request.school-psychology-request.create',
  'api::portal-metric.portal-metric.summary',
  // routes/absences: who may see which student (policies/student.ts), their absences, notices
  // and reasons; the 'Notify Absence' email through email-sends' transactional path
  'api::absence.absence.create',
  'api::absence.absence.update',
  // routes/school-terms: the campus's terms, which an absence notice for a day outside them asks about
  'api::school-term.school-term.find',
  // routes/consent-forms (issue 30): a campus's permission forms as its admins write them; each
  // write keeps the form's versions and hash-chained log (src/consent-forms)
  'api::consent-form.consent-form.ofCampus',
  'api::consent-form.consent-form.live',
  'api::consent-form.consent-form.read',
  'api::consent-form.consent-form.add',
  'api::consent-form.consent-form.edit',
  'api::consent-form.consent-form.remove',
  'api::consent-form.consent-form.publish',
  'api::consent-form.consent-form.close',
  'api::consent-form.consent-form.copy',
  // step 3: a form's PDF attachments, into the pdfs plugin's private file store (read back through
  // plugin::pdfs.private-files.read, after the BFF's check of who may see the form)
  'api::consent-form.consent-form.addAttachment',
  // step 2: the staff matrix (the BFF filters and exports it), paper answers an admin records,
  // and reminders sent now
  'api::consent-form.consent-form.matrix',
  'api::consent-form.consent-form.paperAnswer',
  'api::consent-form.consent-form.remind',
  // step 3: a version's machine translation, shown to a signer beside the English
  'api::consent-form.consent-form.translation',
  // routes/forms: the signers' answers (policies/consent-form.ts decides who answers for whom),
  // their withdrawals, the views the log records, and a second carer's emailed invitation; the
  // answers a form asked again for (the signer is told when they signed before)
  'api::form-response.form-response.standing',
  'api::form-response.form-response.earlier',
  'api::form-response.form-response.sign',
  'api::form-response.form-response.withdraw',
  // the answer a signed copy's download link names (the BFF signed the link for its signer or the form's admins)
  'api::form-response.form-response.signedCopy',
  'api::form-event.form-event.append',
  'api::form-invitation.form-invitation.invite',
  // routes/docusign: the public signing page hands the link's token to the CMS, which checks it
  'api::form-invitation.form-invitation.signingPage',
  'api::form-invitation.form-invitation.signByLink',
  'api::form-invitation.form-invitation.signingAttachment',
] as const;
