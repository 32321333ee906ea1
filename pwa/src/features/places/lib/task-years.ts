import { taskYears } from '@portal/contract';

/** The year in the address (?year=), if it is one offered; else the current year. */
export function chosenTaskYear(search: string | null, now: Date): number {
  const { years, current } = taskYears(now);
  const asked = Number(search);
  return years.includes(asked) ? asked : current;
}
