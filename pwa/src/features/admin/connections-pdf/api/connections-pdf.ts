import type { ConnectionsPdfRecord, PdfEmailTemplateRecord, PdfEmailTemplateWrite, SendConnectionsPdfEmail, SubscribedUserRecord } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPage } from '@/lib/api-page.ts';
import { browser } from '@/lib/browser.ts';

/** Rows of one page of the PDFs table. */
export const CONNECTIONS_PDFS_PAGE_SIZE = 10;
/** Admin spec 9: while a PDF is being generated the list asks again every 2 seconds. */
export const PDF_STATUS_POLL_MS = 2000;

const pdfsKey = ['admin-connections-pdfs'] as const;
const templateKey = ['admin-connections-pdf-email-template'] as const;

/** Admin spec 4: a row still Generating without an error is still being made. */
export const isGenerating = (pdf: ConnectionsPdfRecord) => pdf.status === 'Generating' && !pdf.error;

/** One page of the campus's PDFs, newest first; polled while any of them is still being generated. */
export function useConnectionsPdfs(page: number) {
  return useQuery({
    queryKey: [...pdfsKey, page],
    queryFn: ({ signal }) => getPage<ConnectionsPdfRecord[]>('connections-pdf/', { query: { page, page_size: CONNECTIONS_PDFS_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.records.some(isGenerating) ? PDF_STATUS_POLL_MS : false),
  });
}

export function useGeneratePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ConnectionsPdfRecord>('connections-pdf', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfsKey }),
  });
}

export function useDeletePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pdfUid: string) => api.delete<ConnectionsPdfRecord>(`connections-pdf/${encodeURIComponent(pdfUid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfsKey }),
  });
}

/** Admin spec 4: asks for a short-lived signed link, then opens it; the file answers as a download, so the screen stays. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async (pdfUid: string) => {
      const link = await api.get<string>(`connections-pdf/${encodeURIComponent(pdfUid)}/`, { query: { generate_pdf_signed_url: 'yes' } });
      browser.assign(link);
    },
  });
}

export function useSendPdfEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendConnectionsPdfEmail) => api.post<{ message: string }>('send-connections-pdf-email', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pdfsKey }),
  });
}

/** The campus's template, or null before its first save. */
export function usePdfEmailTemplate(enabled: boolean) {
  return useQuery({
    queryKey: templateKey,
    queryFn: async ({ signal }) => (await api.get<PdfEmailTemplateRecord[]>('connectionpdfemailtext/', { signal }))[0] ?? null,
    enabled,
    staleTime: 0,
  });
}

export function useSavePdfEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: PdfEmailTemplateWrite) => api.post<PdfEmailTemplateRecord>('connectionpdfemailtext', template),
    onSuccess: (saved) => queryClient.setQueryData(templateKey, saved),
  });
}

/** Every subscriber's address, for Send To (the whole list: the call answers it without paging). */
export function useSubscriberAddresses(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-subscribed-users', 'addresses'],
    queryFn: async ({ signal }) => (await api.get<SubscribedUserRecord[]>('subscribedusers/', { signal })).map((subscriber) => subscriber.email),
    enabled,
    staleTime: 0,
  });
}
