import type { EmailStatisticRecord } from '@portal/contract';

/** A row of the email-sends plugin's statistics query (cms-plugins/email-sends/server/src/services/statistics.ts). */
export type CmsStatisticRow = {
  documentId: string;
  SESDestinationAddress: string | null;
  intended_recipient: string | null;
  SnsPublishTime: string | null;
  SESSendTime: string | null;
  type: string;
  post_document_ids: string[];
  SESDeliverTime: string | null;
  SESOpenTime: string | null;
  SESClickTime: string | null;
  user_id: string | null;
  user_name: string | null;
  subject: string | null;
  student_id: string | null;
  student_name: string | null;
  absence_date: string | null;
  reason: string | null;
};

/** Admin spec 3 "Email statistics record", in the legacy names (the event times nested under their event). */
export function presentEmailStatistic(row: CmsStatisticRow): EmailStatisticRecord {
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
