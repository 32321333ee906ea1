/** YYYY-MM-DD of a moment in the server's time zone (the school's, as the seed and the school system write dates). */
export const localIsoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
