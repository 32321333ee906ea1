import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useCourseClassrooms } from '../api/get-course-classrooms.ts';
import { NotReady } from './not-ready.tsx';

/** Spec 2.8: the course's classrooms, two a row, each opening in a new tab. */
export function ClassroomsPage({ courseId }: { courseId: number }) {
  const classrooms = useCourseClassrooms(courseId);
  if (!classrooms.data) return <NotReady result={classrooms} loading="Loading classrooms…" />;
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
