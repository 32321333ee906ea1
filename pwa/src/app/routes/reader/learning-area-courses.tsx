import { readerPaths } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { LearningAreaCourses, useLearningAreaName } from '@/features/places/components/course-directory.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';

/** Reader spec 2.1: /key-learning-area/:id, the courses of a key learning area (klaUid). */
export default function LearningAreaCoursesRoute() {
  const { id = '' } = useParams();
  const { data: settings } = useSettings();
  const name = useLearningAreaName(id);
  return (
    <Screen title={name ?? 'Courses'}>
      <p>
        <Link to={readerPaths.courseDirectory.href()}>All key learning areas</Link>
      </p>
      <LearningAreaCourses klaUid={id} fallbackImage={settings?.banner_images.ribbon_logo} />
    </Screen>
  );
}
