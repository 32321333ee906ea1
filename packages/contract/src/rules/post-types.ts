/** Admin spec 1 and 3: the four kinds of post. */
export const POST_TYPES = ['newsletter', 'notice', 'principal', 'dailyemail'] as const;
