import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useCourseClassrooms } from '../api/get-course-classrooms.ts';
import { NotReady } from './not-ready.tsx';

/** Spec 2.8: the course's classrooms, two a row, each opening in a new tab. */
export function ClassroomsPage({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const classrooms = useCourseClassrooms(courseId);
  if (!classrooms.data) return <NotReady result={classrooms} loading={t`Loading classrooms…`} />;
  if (classrooms.data.length === 0) return <EmptyState />;
  return (
    <ul className="card-list place-classrooms">
      {classrooms.data.map(({ classroom_urlUid, class_name: classroomName, alternateLink }) => (
        <li key={classroom_urlUid} className="card">
          {alternateLink ? (
            <a className="place-classrooms__link" href={alternateLink} target="_blank" rel="noreferrer">
              <Trans>
                {classroomName}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Trans>
            </a>
          ) : (
            <span className="place-classrooms__link">{classroomName}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
