import { Trans, useLingui } from '@lingui/react/macro';
import { hasComponentHtml, orderUnits } from '@portal/contract';
import { Card, CardList } from '@/components/ui/card.tsx';
import { useCourseUnits } from '../api/get-course-units.ts';
import { NotReady } from './not-ready.tsx';

/** The landing page's course units as cards (3 a row on large screens), earliest start first. */
export function CourseUnits({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const units = useCourseUnits(courseId);
  if (!units.data) return <NotReady result={units} loading={t`Loading course units…`} />;
  if (units.data.length === 0) return null;
  return (
    <section className="place-units" aria-labelledby="course-units-title">
      <h3 id="course-units-title">
        <Trans>Course units</Trans>
      </h3>
      <CardList grid>
        {orderUnits(units.data).map((unit) => (
          <Card key={unit.unit_id} title={unit.unit_name} titleId={`unit-${unit.unit_id}`} headingLevel={4}>
            {/* Sanitised by the server, as every rich text it sends. */}
            {hasComponentHtml(unit.component_html) ? <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: unit.component_html ?? '' }} /> : null}
          </Card>
        ))}
      </CardList>
    </section>
  );
}
