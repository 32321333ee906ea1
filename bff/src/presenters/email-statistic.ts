import type { EmailStatisticCmsRow, EmailStatisticRecord } from '@portal/contract';

/** Admin spec 3 "Email statistics record", in the legacy names (the event times nested under their event). */
export function presentEmailStatistic(row: EmailStatisticCmsRow): EmailStatisticRecord {
  return {
    emailstatisticsUid: row.documentId,
    SESDestinationAddress: row.SESDestinationAddress,
    intended_recipient: row.intended_recipient,
    SnsPublishTime: row.SnsPublishTime,
    SESSendTime: row.SESSendTime,
    type: row.type,
    postsUid: row.post_document_ids,
    Delivery: { SESDeliverTime: row.SESDeliverTime },
    Open: { SESOpenTime: row.SESOpenTime },
    Click: { SESClickTime: row.SESClickTime },
    user_id: row.user_id,
    user_name: row.user_name,
    subject: row.subject,
    student_id: row.student_id,
    student_name: row.student_name,
    absence_date: row.absence_date,
    reason: row.reason,
  };
}
