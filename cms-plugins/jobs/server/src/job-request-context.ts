/**
 * What a controller that starts or removes a job (a plugin's content API route the BFF calls)
 * uses of Koa's context, with Strapi's error answers: a structural slice of Strapi's context, so
 * that each plugin types its job controllers alike without importing Strapi's Koa types.
 */
export interface JobRequestContext {
  params: Record<string, string>;
  request: { body?: unknown };
  body: unknown;
  status: number;
  badRequest(message: string, details?: unknown): void;
  notFound(message?: string): void;
  conflict(message: string): void;
}
