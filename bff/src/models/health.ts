import type { ModelDeps } from './model-deps.ts';

/** What the health check asks of the CMS: whether it is up (Strapi's own liveness probe). */
export function createHealth({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    isCmsHealthy: (): Promise<boolean> => cms.isHealthy(),
  };
}

export type Health = ReturnType<typeof createHealth>;
