/** What the controllers that start and remove a PDF job use of Koa's context, with Strapi's error answers. */
export interface Ctx {
  params: Record<string, string>;
  request: { body?: unknown };
  body: unknown;
  status: number;
  badRequest(message: string, details?: unknown): void;
  notFound(message?: string): void;
  conflict(message: string): void;
}
