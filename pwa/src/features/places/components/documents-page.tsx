import { useLingui } from '@lingui/react/macro';
import { DRIVE_FRAME_HEIGHT, PLACE_MESSAGES, driveFolderEmbedUrl, driveFolderOpenUrl, richTextAllowList, type PageRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';

type DocumentsPageProps = {
  page: PageRecord;
  /** Editors: the link, unlink and view controls, and the prompt when nothing is linked. */
  editing?: ReactNode;
};

/** Spec 2.8: the page's shared Google Drive folder, embedded in its list or grid view. */
export function DocumentsPage({ page, editing }: DocumentsPageProps) {
  const { t, i18n } = useLingui();
  const pageTitle = page.title;
  const frame = page.google_drive_url ? driveFolderEmbedUrl(page.google_drive_url, page.file_view_type) : null;
  const open = page.google_drive_url ? driveFolderOpenUrl(page.google_drive_url) : null;
  return (
    <>
      {editing}
      {frame ? (
        <>
          <iframe
            className="place-documents__frame"
            src={frame}
            title={page.file_view_type === 'grid' ? t`${pageTitle}: shared Google Drive folder (grid view)` : t`${pageTitle}: shared Google Drive folder (list view)`}
            height={DRIVE_FRAME_HEIGHT}
            loading="lazy"
            sandbox={richTextAllowList.frameSandbox}
          />
          {open ? (
            <p>
              <a href={open} target="_blank" rel="noreferrer">
                {i18n._(PLACE_MESSAGES.openDrive)}
              </a>
            </p>
          ) : null}
        </>
      ) : editing ? null : (
        <EmptyState />
      )}
    </>
  );
}
