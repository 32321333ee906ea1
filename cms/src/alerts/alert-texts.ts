import { translationOf, type TextsByLanguage } from '@portal/contract';

/**
 * The fixed words of a push notification, per language (contract text-catalog: each language has
 * every key). The school's own words, a broadcast's message or a notice's title, are the body;
 * these are the titles.
 */
const en = {
  emergencyTitle: 'Emergency: {school}',
  allClearTitle: 'All clear: {school}',
  noticeTitle: 'New notice: {school}',
} as const;

const ar = translationOf(en)({
  emergencyTitle: 'طوارئ: {school}',
  allClearTitle: 'انتهت حالة الطوارئ: {school}',
  noticeTitle: 'إعلان جديد: {school}',
});

const zhHans = translationOf(en)({
  emergencyTitle: '紧急情况：{school}',
  allClearTitle: '警报解除：{school}',
  noticeTitle: '新通知：{school}',
});

const vi = translationOf(en)({
  emergencyTitle: 'Khẩn cấp: {school}',
  allClearTitle: 'Đã an toàn: {school}',
  noticeTitle: 'Thông báo mới: {school}',
});

export const ALERT_TEXTS: TextsByLanguage<typeof en> = { en, ar, 'zh-Hans': zhHans, vi };
