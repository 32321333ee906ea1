import { alertReachCsvFileName } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { browser } from '@/lib/browser.ts';

/** One alert's people as CSV, those not reached first: whom the school must still call. */
async function downloadAlertPeople(alertUid: string): Promise<void> {
  const { blob } = await api.download(`emergency-alerts/${encodeURIComponent(alertUid)}/people`, { query: { format: 'csv' } });
  browser.saveFile(blob, alertReachCsvFileName(alertUid));
}

export function useDownloadAlertPeople() {
  return useMutation({ mutationFn: downloadAlertPeople });
}
