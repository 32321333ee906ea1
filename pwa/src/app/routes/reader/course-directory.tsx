import { useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import '@/components/layout/screen.css';
import { PageHeaderWithBack } from '@/components/ui/page-header.tsx';
import { CourseDirectory } from '@/features/places/components/course-directory.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';

/** Reader spec 2.5: /key-learning-area; back goes home. */
export default function CourseDirectoryRoute() {
  const { t } = useLingui();
  const { data: settings } = useSettings();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <PageHeaderWithBack title={t`Course directory`} backHref={readerPaths.home.href()} />
      <CourseDirectory fallbackImage={settings?.banner_images.ribbon_logo} />
    </section>
  );
}
