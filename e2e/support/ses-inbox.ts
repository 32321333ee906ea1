import { stackEnv } from './stack-env.ts';

export type StoredEmail = { destination: { to: string[] }; subject: string; body: { html?: string; text?: string } };

/** Every email the stack's SES emulator holds (its GET /store): what was really sent, never a mock. */
export async function sentEmails(): Promise<StoredEmail[]> {
  const response = await fetch(`${stackEnv.sesUrl}/store`);
  if (!response.ok) throw new Error(`SES emulator store answered ${response.status}`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}
