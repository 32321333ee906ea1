import { DEFAULT_SCHOOL_TIME_ZONE } from '@portal/contract';

/**
 * The school's IANA time zone, in which every date and time is shown and entered, whatever
 * the device's zone. It comes with the campus's sign-in settings (`campus-config`, checked by
 * the BFF at its start, saved for starting offline) and is set before any signed-in screen
 * renders. Day arithmetic in it is in school-today.ts, out of the home screen's bundle.
 */
let zone = DEFAULT_SCHOOL_TIME_ZONE;

export const schoolTimeZone = (): string => zone;

/** Settings saved by an older version carry no zone: the default stands. */
export function setSchoolTimeZone(next: string | undefined): void {
  zone = next || DEFAULT_SCHOOL_TIME_ZONE;
}
