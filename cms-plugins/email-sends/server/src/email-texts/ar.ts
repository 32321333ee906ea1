import { translationOf } from '@portal/contract';
import { en } from './en';

/**
 * Arabic (pwa/src/locales/ar/GLOSSARY.md): Modern Standard Arabic, families addressed in the
 * polite plural (أنتم), links as verbal nouns («قراءة المزيد»), requests with «يُرجى»; the count of
 * absences in every plural form Arabic has, the number agreeing with its noun.
 */
export const ar = translationOf(en)({
  unsubscribeLink: 'إلغاء الاشتراك',
  unsubscribeLine: '{unsubscribe} في هذه الرسائل.',
  unsubscribeText: 'إلغاء الاشتراك في هذه الرسائل: {url}',
  bulkFooterNote: 'تصلكم هذه الرسالة لأنكم من أعضاء مجتمع المدرسة.',

  digestHeading: 'الملخّص الأسبوعي',
  remindersHeading: 'التذكيرات اليومية',
  principalHeading: 'رسالة مدير المدرسة',
  datedSubject: '{heading}: {date}',
  otherNews: 'أخبار أخرى',
  readMore: 'قراءة المزيد',
  readMoreLabel: 'قراءة المزيد: {title}',
  readMoreText: 'قراءة المزيد: {url}',
  readInPortal: 'القراءة في بوابة المدرسة',
  readInPortalText: 'القراءة في بوابة المدرسة: {url}',
  comingUp: 'الفعاليات القادمة',
  seeCalendar: 'عرض التقويم',
  seeCalendarText: 'عرض التقويم: {url}',
  eventDayAndTime: '{day}، {time}',
  eventAllDay: '{when} (طوال اليوم)',
  eventWhereabouts: '{when}، {location}',
  eventText: '{title}: {when}',
  notTranslatedYet: 'لم تُترجَم بعد',
  machineTranslated: 'ترجمة آلية',

  unverifiedAbsenceSubject: 'غياب غير مبرَّر: {name}',
  greeting: 'عزيزي/عزيزتي {name}،',
  unverifiedAbsenceCount: {
    zero: 'ليس لدى {name} أي غياب غير مبرَّر في هذه السنة الدراسية.',
    one: 'لدى {name} غياب واحد غير مبرَّر في هذه السنة الدراسية.',
    two: 'لدى {name} غيابان غير مبرَّرين في هذه السنة الدراسية.',
    few: 'لدى {name} {count} غيابات غير مبرَّرة في هذه السنة الدراسية.',
    many: 'لدى {name} {count} غيابًا غير مبرَّر في هذه السنة الدراسية.',
    other: 'لدى {name} {count} غياب غير مبرَّر في هذه السنة الدراسية.',
  },
  unverifiedAbsenceIntro:
    'تغيّب {name} عن المدرسة في اليوم أو الأيام التالية، ولم يُقدَّم سبب الغياب بعد. يُرجى تقديم السبب في بوابة المدرسة:',
  giveTheReason: 'تقديم السبب',
  absenceDay: '{day}: {link}',
  absenceDayText: '- {day}: يُرجى تقديم السبب على {url}',

  pdfDownload: 'تنزيل {title} (PDF)',
  pdfDownloadText: 'تنزيل {title} (PDF): {url}',
  pdfLinkOpensUntil: 'يعمل الرابط حتى {date}.',

  emergencySubject: 'طوارئ: {school}',
  allClearSubject: 'انتهت حالة الطوارئ: {school}',
  emergencyIntro: 'أصدرت المدرسة تنبيه الطوارئ هذا، ولم يعرضه بعد أي جهاز من أجهزتك المفعّلة عليها التنبيهات:',
  allClearIntro: 'أعلنت المدرسة انتهاء حالة الطوارئ:',
  seeEmergency: 'اعرضه في بوابة المدرسة',
  seeEmergencyText: 'اعرضه في بوابة المدرسة: {url}',
  safetyMailNote: 'تصلك رسالة السلامة هذه حتى لو ألغيت اشتراكك في نشرات المدرسة.',

  formRequestSubject: 'نموذج بانتظار إجابتكم: {title}',
  formRequestIntro: 'تطلب منكم المدرسة الإجابة عن النموذج «{title}» بشأن {children} قبل {due}.',
  formInvitedBy: 'طلب {name} من المدرسة إرسال هذا النموذج إليكم.',
  formAnswerInPortal: 'الإجابة عن النموذج في بوابة المدرسة',
  formAnswerInPortalText: 'الإجابة عن النموذج في بوابة المدرسة: {url}',
  formAnswerFor: 'الإجابة بشأن {child}',
  formAnswerForText: 'الإجابة بشأن {child}: {url}',
  formSigningLinkNote: 'يفتح كل رابط النموذج دون تسجيل الدخول حتى الموعد النهائي. الرابط مخصَّص لكم وحدكم، فيُرجى عدم إعادة توجيهه.',
  formMailNote: 'تصلكم هذه الرسالة لأن المدرسة تحتاج إلى إجابتكم، ولا يوقفها إلغاء الاشتراك في نشرات المدرسة.',

  formReminderSubject: 'تذكير: الموعد النهائي للنموذج «{title}» هو {due}',
  formReminderIntro: 'لا تزال المدرسة بانتظار إجابتكم عن النموذج «{title}» بشأن {children}. الموعد النهائي هو {due}.',

  formReceiptSubject: 'إجابتكم الموقَّعة: {title}',
  formReceiptIntro: 'تسلّمت المدرسة إجابتكم عن «{title}». هذا ما وقّعتم عليه:',
  formReceiptFor: 'بشأن {child}',
  formReceiptSigned: 'وقّع {name} في {time}.',
  answerYes: 'نعم',
  answerNo: 'لا',
  noAnswer: 'بلا إجابة',
  formReceiptAnswerText: '{question}: {answer}',
  formReceiptResponseHash: 'البصمة الرقمية لهذه الإجابة (SHA-256): {hash}',
  formReceiptChainHead: 'البصمة الرقمية لسجل النموذج عند توقيعكم (SHA-256): {hash}',
  formReceiptKeep:
    'يُرجى الاحتفاظ بهذه الرسالة: فهي إثباتكم لما وقّعتم عليه. وبهذه البصمات يمكن التحقق من سجلات المدرسة لإثبات أن إجابتكم لم تُغيَّر منذ ذلك الحين.',
});
