import type { PostRecord } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client.ts';
import type { postWriteData } from '../lib/post-form.ts';

type PostWriteData = ReturnType<typeof postWriteData> & { clone?: boolean; clone_of?: string };

/** Admin spec 4 and 9: a failed creation is tried again after 90 s, 3 more times at most. */
export const CREATE_RETRY_DELAY_MS = 90_000;
export const CREATE_RETRIES = 3;

/** Worth trying again: the server was not reached, was busy or failed; a refusal (4xx) stays one. */
function isPassing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type CreateOptions = {
  /** Told before each wait, with the tries left after it. */
  onRetry?: (triesLeft: number) => void;
};

/**
 * Creates a post. The client id is made once per creation and sent with every try, so a try
 * whose answer was lost (the post was made) answers that post instead of making a second.
 */
export async function createPost(data: PostWriteData, clientId: string, { onRetry }: CreateOptions = {}): Promise<PostRecord> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.post<PostRecord>('posts', { data: { ...data, client_id: clientId } });
    } catch (error) {
      if (!isPassing(error) || attempt >= CREATE_RETRIES) throw error;
      onRetry?.(CREATE_RETRIES - attempt);
      await wait(CREATE_RETRY_DELAY_MS);
    }
  }
}

export function updatePost(postUid: string, data: PostWriteData): Promise<PostRecord> {
  return api.put<PostRecord>(`posts/${encodeURIComponent(postUid)}`, { data });
}
