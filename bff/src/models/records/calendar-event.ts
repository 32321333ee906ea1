import type { AudienceKind } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/** A school calendar event; its audience kinds are a JSON list (none: everyone), its campus none for every campus. */
export type CalendarEvent = CmsRecord<'api::calendar-event.calendar-event', Record<never, never>, { user_types: AudienceKind[] }>;
