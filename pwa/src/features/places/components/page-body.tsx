import { Trans } from '@lingui/react/macro';
import { PAGE_TYPE_NAMES, type PageRecord, type PlaceRecord } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ContentEditor } from '../editing/content-editor.tsx';
import { DriveLinkEditor } from '../editing/drive-link-editor.tsx';
import { usePlaceEditing } from '../editing/place-editing.tsx';
import { BlogPage } from './blog-page.tsx';
import { ClassroomsPage } from './classrooms-page.tsx';
import { CourseUnits } from './course-units.tsx';
import { DocumentsPage } from './documents-page.tsx';
import { TaskTable } from './assessment-tasks.tsx';
import { schoolToday } from '@/lib/school-today.ts';

/** A page's content by its kind (spec 2.8); the landing page adds the course units. */
export function PageBody({ place, page }: { place: PlaceRecord; page: PageRecord }) {
  const editing = usePlaceEditing();
  const courseId = place.place_id;
  switch (page.pagetype_pagetype) {
    case PAGE_TYPE_NAMES.documents:
      return <DocumentsPage page={page} editing={editing.editMode ? <DriveLinkEditor page={page} /> : undefined} />;
    case PAGE_TYPE_NAMES.taskPage:
      return (
        <>
          {page.pageTitle ? <h3>{page.pageTitle}</h3> : null}
          {courseId === null ? <EmptyState /> : <TaskTable courseId={courseId} year={schoolToday().getFullYear()} caption={page.pageTitle ?? page.title} />}
        </>
      );
    case PAGE_TYPE_NAMES.classroomsPage:
      return (
        <>
          {page.pageTitle ? <h3>{page.pageTitle}</h3> : null}
          {courseId === null ? <EmptyState /> : <ClassroomsPage courseId={courseId} />}
        </>
      );
    case PAGE_TYPE_NAMES.blogPage:
      return <BlogPage page={page} />;
    default:
      return (
        <>
          <StaticContent page={page} />
          {page.landing_page && courseId !== null ? <CourseUnits courseId={courseId} /> : null}
        </>
      );
  }
}

/** Spec 2.8: a Static Page's rich text, with a pencil edit for its editors. */
function StaticContent({ page }: { page: PageRecord }) {
  const editing = usePlaceEditing();
  const open = editing.field?.pageUid === page.pageUid && editing.field.field === 'content';
  if (open) return <ContentEditor page={page} onDone={() => editing.openField(null)} />;
  return (
    <>
      {editing.editMode ? (
        <p>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!editing.enabled || editing.busy || editing.field !== null}
            onClick={() => editing.openField({ pageUid: page.pageUid, field: 'content' })}
          >
            <Trans>Edit content</Trans>
          </button>
        </p>
      ) : null}
      {/* Sanitised by the server before it is stored and again when sent. */}
      {page.content_html ? <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: page.content_html }} /> : <EmptyState />}
    </>
  );
}
