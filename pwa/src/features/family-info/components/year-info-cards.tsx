import { Trans, useLingui } from '@lingui/react/macro';
import type { YearInfoRecord } from '@portal/contract';
import { ListRow, RowList } from '@/components/ui/list-row.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { useMyStudents } from '@/lib/my-students.ts';
import './family-info.css';

function Contact({ name, email }: { name: string | null; email: string | null }) {
  if (!name) return <>—</>;
  return email ? <a href={`mailto:${email}`}>{name}</a> : <>{name}</>;
}

function YearInfoCard({ info }: { info: YearInfoRecord }) {
  const { t } = useLingui();
  const { student, form_run: yearGroup, academic_year: year } = info;
  return (
    <li className="card">
      <h2 className="card__title">
        {yearGroup === null ? (
          student
        ) : (
          <Trans>
            {student} — Year {yearGroup}
          </Trans>
        )}
      </h2>
      <dl className="family-facts">
        <dt>
          <Trans>Homeroom</Trans>
        </dt>
        <dd>{info.home_class ?? '—'}</dd>
        <dt>
          <Trans>Homeroom teacher</Trans>
        </dt>
        <dd>
          <Contact name={info.homeroom_teacher} email={info.homeroom_teacher_email} />
        </dd>
        <dt>
          <Trans>Head of year</Trans>
        </dt>
        <dd>
          <Contact name={info.head_of_year} email={info.head_of_year_email} />
        </dd>
        {info.house ? (
          <>
            <dt>
              <Trans>House</Trans>
            </dt>
            <dd>{info.house}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="card__subtitle">
        <Trans>Key dates {year}</Trans>
      </h3>
      {info.key_dates.length === 0 ? (
        <EmptyState />
      ) : (
        <RowList label={t`Key dates ${year}`}>
          {info.key_dates.map((date) => (
            <ListRow key={`${date.date}-${date.title}`} leading={<DateDisplay value={date.date} />}>
              {date.title}
            </ListRow>
          ))}
        </RowList>
      )}
    </li>
  );
}

/** Each child's school year: year group, homeroom and its teacher, head of year, key dates. */
export function YearInfoCards() {
  const saved = useMyStudents();
  return (
    <SavedContent saved={saved}>
      {(infos) =>
        infos.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="card-list">
            {infos.map((info) => (
              <YearInfoCard key={info.STUDENT_NUMBER} info={info} />
            ))}
          </ul>
        )
      }
    </SavedContent>
  );
}
