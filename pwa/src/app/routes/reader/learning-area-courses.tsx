import { useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import { useParams } from 'react-router';
import '@/components/layout/screen.css';
import { PageHeaderWithBack } from '@/components/ui/page-header.tsx';
import { LearningAreaCourses, useLearningAreaName } from '@/features/places/components/course-directory.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';

/** Reader spec 2.1: /key-learning-area/:id, the courses of a key learning area (klaUid); back goes to the directory. */
export default function LearningAreaCoursesRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data: settings } = useSettings();
  const name = useLearningAreaName(id);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <PageHeaderWithBack title={name ?? t`Courses`} backHref={readerPaths.courseDirectory.href()} />
      <LearningAreaCourses klaUid={id} fallbackImage={settings?.banner_images.ribbon_logo} />
    </section>
  );
}
