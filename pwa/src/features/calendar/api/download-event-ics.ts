import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

/**
 * The event as an .ics file for the person's own calendar app. The call needs the bearer
 * token, so it cannot be a plain link: the file is fetched and handed to the downloads.
 */
async function downloadEventIcs(eventId: string): Promise<void> {
  const { blob, filename } = await api.download(`calendar/${encodeURIComponent(eventId)}/ics`);
  browser.saveFile(blob, filename ?? `event-${eventId}.ics`);
}

export function useDownloadEventIcs() {
  return useMutation({ mutationFn: downloadEventIcs });
}
