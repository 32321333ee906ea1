import { hasComponentHtml, orderUnits } from '@portal/contract';
import { useCourseUnits } from '../api/get-course-units.ts';
import { NotReady } from './not-ready.tsx';

/** The landing page's course units as cards (3 a row on large screens), earliest start first. */
export function CourseUnits({ courseId }: { courseId: number }) {
  const units = useCourseUnits(courseId);
  if (!units.data) return <NotReady result={units} loading="Loading course units…" />;
  if (units.data.length === 0) return null;
  return (
    <section className="place-units" aria-labelledby="course-units-title">
      <h3 id="course-units-title">Course units</h3>
      <ul className="card-list card-list--grid">
        {orderUnits(units.data).map((unit) => (
          <li key={unit.unit_id} className="card">
            <h4 className="card__title">{unit.unit_name}</h4>
            {/* Sanitised by the server, as every rich text it sends. */}
            {hasComponentHtml(unit.component_html) ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: unit.component_html ?? '' }} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
