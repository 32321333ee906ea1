import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPTY,
  formatDay,
  type MyDayTimetableRecord,
  type TeacherDayTimetableRecord,
  type UpcomingTaskRecord,
} from '@portal/contract';
import { useDayTimetable } from '../api/get-my-day.ts';
import { useUpcomingTasks } from '../api/get-upcoming-tasks.ts';
import { CallState } from './call-state.tsx';
import { formatPercent } from '@/lib/format-number.ts';

const dayName = (isoDay: string) => formatDay(isoDay, { weekday: 'long', day: 'numeric', month: 'long' });
/** A due date may be next year's: it names its year ('Sunday 14 March 2027'). */
const dueDay = (isoDay: string) => formatDay(isoDay, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A period of the day: its course, class and room, and its teacher on a teacher's own timetable. */
function Period({ period }: { period: MyDayTimetableRecord | TeacherDayTimetableRecord }) {
  const { course, class_name: className, room } = period;
  const teacher = 'teacher' in period ? period.teacher : null;
  return (
    <>
      <span className="my-day__time">
        {period.start_time}–{period.end_time}
      </span>{' '}
      {teacher ? (
        <Trans>
          <strong>{course}</strong> {className}, room {room}, {teacher}
        </Trans>
      ) : (
        <Trans>
          <strong>{course}</strong> {className}, room {room}
        </Trans>
      )}
    </>
  );
}

/** A task coming up: its name, its due day (with its year) and its weighting when it has one. */
function Task({ task }: { task: UpcomingTaskRecord }) {
  const name = task.TASK;
  const due = dueDay(task.DUE_DATE);
  const weighting = task.WEIGHTING === null ? null : formatPercent(task.WEIGHTING);
  return weighting === null ? (
    <Trans>
      <strong>{name}</strong>, due {due}
    </Trans>
  ) : (
    <Trans>
      <strong>{name}</strong>, due {due} ({weighting})
    </Trans>
  );
}

/** Spec 2.6 and 7: today's timetable (or the next school day's) and the tasks coming up, for a student or a teacher. */
export function MyDayPanel({ username, teacher }: { username: string; teacher: boolean }) {
  const { i18n } = useLingui();
  const day = useDayTimetable(username, teacher);
  const tasks = useUpcomingTasks(username);
  return (
    <section className="parent-dashboard__box parent-dashboard__box--wide my-day" aria-labelledby="my-day-title">
      <h2 id="my-day-title" className="parent-dashboard__box-title">
        <Trans>My day</Trans>
      </h2>
      <CallState result={day}>
        {(periods) =>
          periods.length === 0 ? (
            <p>{i18n._(EMPTY.noRecords)}</p>
          ) : (
            <>
              <p className="parent-dashboard__note">{dayName(periods[0]!.day_date)}</p>
              <ol className="my-day__periods">
                {periods.map((period) => (
                  <li key={'mydaytimetablesUid' in period ? period.mydaytimetablesUid : period.teacherdayUid}>
                    <Period period={period} />
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </CallState>
      <h3 className="goals-view__heading">
        <Trans>Upcoming tasks</Trans>
      </h3>
      <CallState result={tasks}>
        {(list) =>
          list.length === 0 ? (
            <p>{i18n._(EMPTY.noRecords)}</p>
          ) : (
            <ul className="my-day__tasks">
              {list.map((task) => (
                <li key={`${task.course_id}-${task.TASK}-${task.DUE_DATE}`}>
                  <Task task={task} />
                </li>
              ))}
            </ul>
          )
        }
      </CallState>
    </section>
  );
}
