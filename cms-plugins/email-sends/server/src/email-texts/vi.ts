import { translationOf } from '@portal/contract';
import { en } from './en';

/**
 * Vietnamese (pwa/src/locales/vi/GLOSSARY.md): parents are *quý vị*, requests start with *Vui
 * lòng*, southern words where the regions differ; the school's terms as the portal's screens
 * write them (Bản tin tổng hợp hằng tuần, Vắng mặt chưa xác nhận, Nêu lý do).
 */
export const vi = translationOf(en)({
  unsubscribeLink: 'Hủy đăng ký',
  unsubscribeLine: '{unsubscribe} nhận các email này.',
  unsubscribeText: 'Hủy đăng ký nhận các email này: {url}',
  bulkFooterNote: 'Quý vị nhận được email này vì là thành viên của cộng đồng nhà trường.',

  digestHeading: 'Bản tin tổng hợp hằng tuần',
  remindersHeading: 'Nhắc nhở hằng ngày',
  principalHeading: 'Thư của Hiệu trưởng',
  datedSubject: '{heading}: {date}',
  otherNews: 'Tin khác',
  readMore: 'Đọc thêm',
  readMoreLabel: 'Đọc thêm: {title}',
  readMoreText: 'Đọc thêm: {url}',
  readInPortal: 'Đọc trên cổng thông tin',
  readInPortalText: 'Đọc trên cổng thông tin: {url}',
  comingUp: 'Sắp diễn ra',
  seeCalendar: 'Xem lịch',
  seeCalendarText: 'Xem lịch: {url}',
  eventDayAndTime: '{day}, {time}',
  eventAllDay: '{when} (cả ngày)',
  eventWhereabouts: '{when}, {location}',
  eventText: '{title}: {when}',
  notTranslatedYet: 'Chưa có bản dịch',
  machineTranslated: 'Dịch tự động',

  unverifiedAbsenceSubject: 'Vắng mặt chưa xác nhận: {name}',
  greeting: 'Kính gửi {name},',
  unverifiedAbsenceCount: { other: 'Trong năm học này, {name} có {count} lần vắng mặt chưa xác nhận.' },
  unverifiedAbsenceIntro:
    '{name} đã vắng mặt ở trường vào (các) ngày dưới đây và chưa có lý do. Vui lòng nêu lý do trên cổng thông tin:',
  giveTheReason: 'Nêu lý do',
  absenceDay: '{day}: {link}',
  absenceDayText: '- {day}: nêu lý do tại {url}',

  pdfDownload: 'Tải xuống {title} (PDF)',
  pdfDownloadText: 'Tải xuống {title} (PDF): {url}',
  pdfLinkOpensUntil: 'Đường dẫn có hiệu lực đến {date}.',

  emergencySubject: 'Khẩn cấp: {school}',
  allClearSubject: 'Đã an toàn: {school}',
  emergencyIntro: 'Nhà trường đã phát cảnh báo khẩn cấp này và chưa thiết bị nào có bật cảnh báo của quý vị hiển thị nó:',
  allClearIntro: 'Nhà trường đã thông báo tình trạng an toàn trở lại:',
  seeEmergency: 'Xem trên cổng thông tin',
  seeEmergencyText: 'Xem trên cổng thông tin: {url}',
  safetyMailNote: 'Quý vị nhận được tin an toàn này ngay cả khi đã hủy đăng ký nhận bản tin của trường.',

  formRequestSubject: 'Biểu mẫu cần trả lời: {title}',
  formRequestIntro: 'Nhà trường đề nghị quý vị trả lời biểu mẫu "{title}" cho {children} trước {due}.',
  formInvitedBy: '{name} đã đề nghị nhà trường gửi biểu mẫu này cho quý vị.',
  formAnswerInPortal: 'Trả lời biểu mẫu trên cổng thông tin',
  formAnswerInPortalText: 'Trả lời biểu mẫu trên cổng thông tin: {url}',
  formAnswerFor: 'Trả lời cho {child}',
  formAnswerForText: 'Trả lời cho {child}: {url}',
  formSigningLinkNote:
    'Mỗi đường dẫn mở biểu mẫu mà không cần đăng nhập cho đến hạn chót. Đường dẫn chỉ dành riêng cho quý vị: vui lòng không chuyển tiếp.',
  formMailNote:
    'Quý vị nhận được email này vì nhà trường cần câu trả lời của quý vị; việc hủy đăng ký nhận bản tin của trường không dừng email này.',

  formReminderSubject: 'Nhắc nhở: biểu mẫu "{title}" đến hạn vào {due}',
  formReminderIntro: 'Nhà trường vẫn đang chờ câu trả lời của quý vị cho biểu mẫu "{title}" cho {children}. Hạn chót là {due}.',

  formReceiptSubject: 'Câu trả lời quý vị đã ký: {title}',
  formReceiptIntro: 'Nhà trường đã nhận được câu trả lời của quý vị cho "{title}". Đây là nội dung quý vị đã ký:',
  formReceiptFor: 'Cho {child}',
  formReceiptSigned: '{name} đã ký vào {time}.',
  answerYes: 'Có',
  answerNo: 'Không',
  noAnswer: 'Không trả lời',
  formReceiptAnswerText: '{question}: {answer}',
  formReceiptResponseHash: 'Dấu vân tay số của câu trả lời này (SHA-256): {hash}',
  formReceiptChainHead: 'Dấu vân tay số của hồ sơ biểu mẫu khi quý vị ký (SHA-256): {hash}',
  formReceiptKeep:
    'Vui lòng giữ email này: đây là bằng chứng về nội dung quý vị đã ký. Với các dấu vân tay số này, có thể đối chiếu hồ sơ của nhà trường để chứng minh câu trả lời của quý vị không bị thay đổi kể từ đó.',
});
