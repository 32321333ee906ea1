import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImageUse, type UploadedImageRecord } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client.ts';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(IMAGE_MESSAGES.unreadable));
    reader.readAsDataURL(file);
  });
}

/**
 * Stores an image for a post or a page (spec 7 `posts/image`) and answers its address. The
 * server sizes it for its use; a refusal rejects with the reason the server put after '|'.
 */
export async function uploadImage(file: File, use: ImageUse): Promise<string> {
  // Said before minutes of uploading on a phone; the server checks again.
  if (file.size > IMAGE_MAX_BYTES) throw new Error(IMAGE_MESSAGES.tooLarge);
  const base64ImageUrl = await readAsDataUrl(file);
  try {
    return (await api.post<UploadedImageRecord>('posts/image', { base64ImageUrl, use })).url;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const reason = error.message.split('|')[1];
    throw new Error(reason ?? error.message);
  }
}
