import { translationOf, type TextsByLanguage } from '@portal/contract';

/**
 * The unsubscribe page's texts per language (unsubscribe.ts), in the browser's language: whoever
 * opens the link is not signed in, so their record's language is not known. The emails it stops
 * are named as the emails name themselves (email-sends' email-texts).
 */
const en = {
  title: 'Unsubscribe from school emails',
  question: "Stop the weekly digest, daily reminders and principal's messages to {email}?",
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  done: 'No more bulk emails from the school will be sent to {email}.',
  notValidTitle: 'This unsubscribe link is not valid',
  notValid: 'Please use the link in the latest email from the school, or ask the school office.',
  /** Issue 29: an emergency no device showed is still emailed; safety mail is not the newsletters. */
  safetyMail: 'Emergency alerts the school could not deliver to your devices are still emailed: they are about safety, not news.',
} as const;

export type UnsubscribeTexts = typeof en;

export const UNSUBSCRIBE_TEXTS: TextsByLanguage<UnsubscribeTexts> = {
  en,
  ar: translationOf(en)({
    title: 'إلغاء الاشتراك في رسائل المدرسة',
    question: 'هل تريدون إيقاف إرسال الملخّص الأسبوعي والتذكيرات اليومية ورسائل مدير المدرسة إلى {email}؟',
    button: 'إلغاء الاشتراك',
    doneTitle: 'تم إلغاء اشتراككم',
    done: 'لن ترسل المدرسة بعد الآن رسائل جماعية إلى {email}.',
    notValidTitle: 'رابط إلغاء الاشتراك هذا غير صالح',
    notValid: 'يُرجى استخدام الرابط الموجود في أحدث رسالة من المدرسة، أو التواصل مع مكتب المدرسة.',
    safetyMail:
      'تنبيهات الطوارئ التي لم تتمكّن المدرسة من إيصالها إلى أجهزتكم ستظل تُرسل بالبريد الإلكتروني: فهي تتعلّق بالسلامة لا بالأخبار.',
  }),
  'zh-Hans': translationOf(en)({
    title: '退订学校邮件',
    question: '停止向 {email} 发送每周简报、每日提醒和校长寄语？',
    button: '退订',
    doneTitle: '您已退订',
    done: '学校将不再向 {email} 发送群发邮件。',
    notValidTitle: '此退订链接无效',
    notValid: '请使用学校最新邮件中的链接，或联系学校办公室。',
    safetyMail: '学校未能送达您设备的紧急警报仍会通过电子邮件发送：这关乎安全，而非新闻。',
  }),
  vi: translationOf(en)({
    title: 'Hủy đăng ký nhận email của nhà trường',
    question: 'Ngừng gửi bản tin tổng hợp hằng tuần, nhắc nhở hằng ngày và thư của Hiệu trưởng đến {email}?',
    button: 'Hủy đăng ký',
    doneTitle: 'Quý vị đã hủy đăng ký',
    done: 'Từ nay nhà trường sẽ không gửi các email gửi chung (bản tin, nhắc nhở) đến {email} nữa.',
    notValidTitle: 'Đường dẫn hủy đăng ký này không hợp lệ',
    notValid: 'Vui lòng dùng đường dẫn trong email mới nhất của nhà trường, hoặc liên hệ văn phòng nhà trường.',
    safetyMail:
      'Các cảnh báo khẩn cấp mà nhà trường không gửi được đến thiết bị của quý vị vẫn sẽ được gửi qua email: đó là thông tin an toàn, không phải tin tức.',
  }),
};
