export const DAY_MS = 24 * 60 * 60 * 1000;

/** A whole number of days (1 or more) from an environment variable; unset or empty gives the default. */
export const daysFromEnv = (variable: string, defaultDays: number): number => {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return defaultDays;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`${variable} must be a whole number of days (1 or more), not "${raw}".`);
  }
  return days;
};
