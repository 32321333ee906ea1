import type { Core } from '@strapi/strapi';
import { emailStatisticCmsRow, type EmailLogSortField, type EmailStatisticCmsRow, type EmailStatisticsCmsAnswer, type EmailStatisticsSummary, type SortOrder } from '@portal/contract';
import { PLUGIN, STATISTIC } from '../utils';

/** Which messages the email logs list: one campus and type, sent in [from, to), optionally by address or post. */
export interface StatisticsFilter {
  campus: string;
  type: string;
  from?: Date;
  to?: Date;
  /** Part of the address, any case. */
  email?: string;
  /** A post's document id: the messages whose post list holds it. */
  postUid?: string;
}

export interface StatisticsPage {
  page: number;
  pageSize: number;
  sort: EmailLogSortField;
  order: SortOrder;
  /** Leave out the count and the summary (the later chunks of an export, which already know them). */
  rowsOnly?: boolean;
}

/** The attributes a row holds, as the contract's row names them. */
const ROW_ATTRIBUTES = Object.keys(emailStatisticCmsRow.shape);

const MOMENTS = new Set(['SnsPublishTime', 'SESSendTime', 'SESDeliverTime', 'SESOpenTime', 'SESClickTime']);
/** Sorted without regard to case, so SQLite and PostgreSQL (whose collations differ) give one order. */
const TEXTS = new Set(['SESDestinationAddress', 'intended_recipient', 'type', 'user_id', 'user_name', 'subject', 'student_id', 'student_name', 'reason']);

/** SQLite hands datetimes back as epoch milliseconds, PostgreSQL as Date. */
const asIso = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return new Date(Number(value)).toISOString();
  return new Date(String(value)).toISOString();
};

const asDay = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/** A JSON column: text on SQLite, parsed already on PostgreSQL. */
const asList = (value: unknown): string[] => {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map(String) : [];
};

/** `%text%` for LIKE, with the pattern's own characters taken literally. */
const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The Email Logs' reading of the statistics rows the sends service writes, done by the database:
 * one page in the asked order, and the summary of the whole filter in one statement of counts
 * (every counter is the number of messages with that event's first time set). Only messages
 * handed to SES are listed (a row gets its send time after the SES call; one without it is a
 * send that never happened or is still on its way).
 */
const statistics = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /** Column names as Strapi maps the attributes (read, not assumed). */
  const table = () => {
    const meta = strapi.db.metadata.get(STATISTIC);
    const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
    return { name: meta.tableName, column };
  };

  const matching = (filter: StatisticsFilter) => {
    const { name, column } = table();
    const query = knex()(name)
      .where(column('campus'), filter.campus)
      .where(column('type'), filter.type)
      .whereNotNull(column('SESSendTime'));
    if (filter.from) query.where(column('SESSendTime'), '>=', filter.from);
    if (filter.to) query.where(column('SESSendTime'), '<', filter.to);
    if (filter.email) {
      const pattern = containsPattern(filter.email);
      query.where((either) =>
        either
          .whereRaw(`lower(??) like ? escape '\\'`, [column('SESDestinationAddress'), pattern])
          .orWhereRaw(`lower(??) like ? escape '\\'`, [column('intended_recipient'), pattern]),
      );
    }
    // The list is JSON (text on SQLite, jsonb on PostgreSQL); its text holds the id in quotes. Ids are
    // letters and digits only (the BFF checks), so nothing in it means anything to LIKE.
    if (filter.postUid) query.whereRaw('cast(?? as text) like ?', [column('post_document_ids'), `%"${filter.postUid}"%`]);
    return query;
  };

  const summaryOf = async (filter: StatisticsFilter): Promise<EmailStatisticsSummary> => {
    const { column } = table();
    const [counts = {}] = (await matching(filter).select(
      knex().raw('count(*) as sent_count'),
      knex().raw('count(??) as delivery_count', [column('SESDeliverTime')]),
      knex().raw('count(??) as open_count', [column('SESOpenTime')]),
      knex().raw('count(??) as click_count', [column('SESClickTime')]),
      knex().raw('count(??) as bounce_count', [column('SESBounceTime')]),
      knex().raw('count(??) as complaint_count', [column('SESComplaintTime')]),
    )) as Record<string, unknown>[];
    const number = (key: string) => Number(counts[key] ?? 0);
    return {
      sent_count: number('sent_count'),
      delivery_count: number('delivery_count'),
      open_count: number('open_count'),
      click_count: number('click_count'),
      bounce_count: number('bounce_count'),
      complaint_count: number('complaint_count'),
    };
  };

  return {
    async find(filter: StatisticsFilter, page: StatisticsPage): Promise<EmailStatisticsCmsAnswer> {
      const { column } = table();
      const direction = page.order === 'asc' ? 'asc' : 'desc';
      const sortColumn = column(page.sort);
      const ordered = matching(filter)
        .select(Object.fromEntries(ROW_ATTRIBUTES.map((attribute) => [attribute, column(attribute)])))
        // Messages without the event come last either way; the id keeps ties in one order between pages.
        // Every listed message has a send time: sorted by it, plainly, the (campus, type, send time) index
        // gives the order (PostgreSQL reads an index backwards as DESC NULLS FIRST, not NULLS LAST).
        .orderByRaw(`${TEXTS.has(page.sort) ? 'lower(??)' : '??'} ${direction}${page.sort === 'SESSendTime' ? '' : ' nulls last'}`, [sortColumn])
        .orderBy(column('id'), direction)
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize);
      const [raw, summary] = await Promise.all([ordered, page.rowsOnly ? null : summaryOf(filter)]);
      const rows = (raw as Record<string, unknown>[]).map((row) => {
        const shaped = Object.fromEntries(ROW_ATTRIBUTES.map((attribute) => [attribute, MOMENTS.has(attribute) ? asIso(row[attribute]) : (row[attribute] ?? null)]));
        return { ...shaped, post_document_ids: asList(row.post_document_ids), absence_date: asDay(row.absence_date) } as EmailStatisticCmsRow;
      });
      return { rows, total: summary ? summary.sent_count : null, summary };
    },
  };
};

export type Statistics = ReturnType<typeof statistics>;

export const statisticsOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<Statistics>('statistics');

export default statistics;
