import { send } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

/** Reader spec 7 `posts/pdf/`: the post as the school's PDF, handed to the browser's downloads. */
export async function downloadPostPdf(post: { postUid: string; slug: string | null }): Promise<void> {
  const response = await send(`posts/pdf/${encodeURIComponent(post.postUid)}`, {}, 'application/pdf');
  browser.saveFile(await response.blob(), `${post.slug || post.postUid}.pdf`);
}
