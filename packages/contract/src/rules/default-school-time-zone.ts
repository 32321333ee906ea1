/**
 * Both demo campuses keep New South Wales time (Armidale is in NSW too). A file of its own: the
 * reader's first screen needs the name alone, not the formatting in school-time-format.ts.
 */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Australia/Sydney';
