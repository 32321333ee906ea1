import { translationOf } from '@portal/contract';
import { en } from './en';

/**
 * Simplified Chinese (pwa/src/locales/zh-Hans/GLOSSARY.md): plain and polite (您), full-width
 * punctuation, a space between Chinese and Latin words or numbers; the school's terms as the
 * portal's screens write them (每周简报, 未核实的缺勤, 学校门户).
 */
export const zhHans = translationOf(en)({
  unsubscribeLink: '退订',
  unsubscribeLine: '{unsubscribe}这些邮件。',
  unsubscribeText: '退订这些邮件：{url}',
  bulkFooterNote: '您是学校社区的一员，因此收到这封邮件。',

  digestHeading: '每周简报',
  remindersHeading: '每日提醒',
  principalHeading: '校长寄语',
  datedSubject: '{heading}：{date}',
  otherNews: '其他消息',
  readMore: '阅读全文',
  readMoreLabel: '阅读全文：{title}',
  readMoreText: '阅读全文：{url}',
  readInPortal: '在学校门户中阅读',
  readInPortalText: '在学校门户中阅读：{url}',
  comingUp: '近期活动',
  seeCalendar: '查看日历',
  seeCalendarText: '查看日历：{url}',
  eventDayAndTime: '{day} {time}',
  eventAllDay: '{when}（全天）',
  eventWhereabouts: '{when}，{location}',
  eventText: '{title}：{when}',
  notTranslatedYet: '尚未翻译',
  machineTranslated: '机器翻译',

  unverifiedAbsenceSubject: '未核实的缺勤：{name}',
  greeting: '{name}，您好：',
  unverifiedAbsenceCount: { other: '本学年 {name} 共有 {count} 次未核实的缺勤。' },
  unverifiedAbsenceIntro: '{name} 在以下日期缺勤，目前尚未说明原因。请在学校门户中填写缺勤原因：',
  giveTheReason: '填写原因',
  absenceDay: '{day}：{link}',
  absenceDayText: '- {day}：请在此填写原因 {url}',

  pdfDownload: '下载 {title}（PDF）',
  pdfDownloadText: '下载 {title}（PDF）：{url}',
  pdfLinkOpensUntil: '链接有效期至 {date}。',

  emergencySubject: '紧急情况：{school}',
  allClearSubject: '警报解除：{school}',
  emergencyIntro: '学校发布了这条紧急警报，您已开启提醒的设备都还没有显示它：',
  allClearIntro: '学校已宣布警报解除：',
  seeEmergency: '在学校门户中查看',
  seeEmergencyText: '在学校门户中查看：{url}',
  safetyMailNote: '即使您已退订学校的通讯，您仍会收到这条安全信息。',

  formRequestSubject: '待填写的表格：{title}',
  formRequestIntro: '学校请您在 {due} 之前为 {children} 填写表格“{title}”。',
  formInvitedBy: '{name} 请学校将此表格发送给您。',
  formAnswerInPortal: '在学校门户中填写表格',
  formAnswerInPortalText: '在学校门户中填写表格：{url}',
  formAnswerFor: '为 {child} 填写',
  formAnswerForText: '为 {child} 填写：{url}',
  formSigningLinkNote: '在截止时间之前，每个链接无需登录即可打开表格。链接仅供您本人使用，请勿转发。',
  formMailNote: '学校需要您的答复，因此向您发送这封邮件；退订学校的通讯不会停止此类邮件。',

  formReminderSubject: '提醒：表格“{title}”的截止时间为 {due}',
  formReminderIntro: '学校仍在等待您为 {children} 填写表格“{title}”。截止时间为 {due}。',

  formReceiptSubject: '您已签署的答复：{title}',
  formReceiptIntro: '学校已收到您对“{title}”的答复。以下是您签署的内容：',
  formReceiptFor: '关于 {child}',
  formReceiptSigned: '由 {name} 于 {time} 签署。',
  answerYes: '是',
  answerNo: '否',
  noAnswer: '未作答',
  formReceiptAnswerText: '{question}：{answer}',
  formReceiptResponseHash: '此答复的数字指纹（SHA-256）：{hash}',
  formReceiptChainHead: '您签署时表格记录的数字指纹（SHA-256）：{hash}',
  formReceiptKeep: '请保留这封邮件：它是您所签署内容的证明。凭这些数字指纹，可以核对学校的记录，证明您的答复此后未被更改。',
});
