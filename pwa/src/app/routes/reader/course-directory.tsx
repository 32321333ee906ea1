import { Screen } from '@/components/layout/screen.tsx';
import { CourseDirectory } from '@/features/places/components/course-directory.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';

/** Reader spec 2.5: /key-learning-area. */
export default function CourseDirectoryRoute() {
  const { data: settings } = useSettings();
  return (
    <Screen title="Course directory">
      <CourseDirectory fallbackImage={settings?.banner_images.ribbon_logo} />
    </Screen>
  );
}
