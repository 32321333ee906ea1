import type { PushKeyRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

/** The server's VAPID public key (base64url), which the browser's push service checks the server's alerts against. */
export async function getPushKey(): Promise<string> {
  const { publicKey } = await api.get<PushKeyRecord>('push-subscriptions/key');
  return publicKey;
}
