import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useCourseClassrooms } from '../api/get-course-classrooms.ts';

/** Spec 2.8: the course's classrooms, two a row, each opening in a new tab. */
export function ClassroomsPage({ courseId }: { courseId: number }) {
  const classrooms = useCourseClassrooms(courseId);
  if (classrooms.status === 'loading') return <Loading label="Loading classrooms…" />;
  if (classrooms.status === 'error') return <ErrorMessage error={classrooms.error} onRetry={classrooms.refetch} />;
  if (classrooms.status === 'unavailable' || !classrooms.data) return <NotSavedYet />;
  if (classrooms.data.length === 0) return <EmptyState />;
  return (
    <ul className="card-list place-classrooms">
      {classrooms.data.map((classroom) => (
        <li key={classroom.classroom_urlUid} className="card">
          {classroom.alternateLink ? (
            <a className="place-classrooms__link" href={classroom.alternateLink} target="_blank" rel="noreferrer">
              {classroom.class_name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="place-classrooms__link">{classroom.class_name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
