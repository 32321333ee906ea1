import { shiftDays } from './clock';
import type { Campus } from '@portal/contract';
import type { Ids, SeedContext } from './context';
import { paragraph } from './html';

interface EventSeed {
  title: string;
  day: number;
  /** [hour, minute, duration in minutes]; absent for all-day events. */
  time?: [number, number, number];
  location: string;
  category: string;
  description: string;
  campus?: Campus;
  userTypes?: string[];
}

// Eleven events from last week to three weeks ahead; one is for staff only.
const events: EventSeed[] = [
  { title: 'Book Week character parade', day: -8, time: [9, 0, 60], location: 'Main Oval', category: 'Academic',
    description: 'Years 7 and 8 parade in costume; families welcome.' },
  { title: 'P&F meeting', day: -2, time: [18, 30, 90], location: 'Library', category: 'Community',
    description: 'Agenda: uniform shop volunteers, shade sails, end-of-year fair.', userTypes: ['carer', 'staff'] },
  { title: 'Year 9 camp information evening', day: 0, time: [18, 0, 90], location: 'Great Hall', category: 'Excursions',
    description: 'Meet the camp staff and hear about the program, packing list and medication.' },
  { title: 'Music soirée', day: 1, time: [18, 0, 120], location: 'Music Centre', category: 'Creative Arts',
    description: 'Soloists and small ensembles from Years 7 to 12.' },
  { title: 'Staff only: report moderation meeting', day: 2, time: [15, 45, 75], location: 'Staff Common Room', category: 'Staff',
    description: 'Bring marked samples for each course; moderation groups are on the staff noticeboard.', userTypes: ['staff'] },
  { title: 'Parent–teacher interviews', day: 3, time: [15, 30, 270], location: 'Great Hall', category: 'Academic',
    description: 'Book through the school booking system.', userTypes: ['carer', 'staff'] },
  { title: 'Armidale agricultural show day', day: 4, location: 'New England Showground', category: 'Excursions',
    description: 'Students show cattle, sheep and produce.', campus: 'armidale' },
  { title: 'Athletics carnival', day: 7, location: 'Regional Athletics Centre', category: 'Sport',
    description: 'Permission notes due Friday. Buses leave at 8:15 am.' },
  { title: 'Staff development day (pupil free)', day: 10, location: 'Whole school', category: 'Staff',
    description: 'No classes for students.' },
  { title: 'Year 12 formal', day: 14, time: [19, 0, 240], location: 'Harbourside Function Centre', category: 'Community',
    description: 'Tickets through the Year 12 coordinator.' },
  { title: 'Open day', day: 21, time: [9, 0, 240], location: 'Whole school', category: 'Community',
    description: 'Tours every 30 minutes from student reception.' },
];

/** Returns calendar event documentIds by title. */
export const seedCalendar = async (ctx: SeedContext): Promise<Ids> => {
  const ids: Ids = {};
  for (const event of events) {
    const [hour, minute, minutes] = event.time ?? [0, 0, 24 * 60];
    const start = shiftDays(ctx.now, event.day, hour, minute);
    const end = new Date(start.getTime() + minutes * 60 * 1000);
    ids[event.title] = await ctx.create('api::calendar-event.calendar-event', {
      title: event.title,
      description: paragraph(event.description),
      location: event.location,
      event_start: start.toISOString(),
      event_end: end.toISOString(),
      all_day: event.time === undefined,
      category: event.category,
      campus: event.campus ?? 'sydney',
      user_types: event.userTypes ?? ['student', 'carer', 'staff'],
    });
  }
  return ids;
};
