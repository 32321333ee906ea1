import { EMPTY, formatDay } from '@portal/contract';
import { useDayTimetable } from '../api/get-my-day.ts';
import { useUpcomingTasks } from '../api/get-upcoming-tasks.ts';
import { CallState } from './call-state.tsx';

const dayName = (isoDay: string) => formatDay(isoDay, { weekday: 'long', day: 'numeric', month: 'long' });
/** A due date may be next year's: it names its year ('Sunday 14 March 2027'). */
const dueDay = (isoDay: string) => formatDay(isoDay, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Spec 2.6 and 7: today's timetable (or the next school day's) and the tasks coming up, for a student or a teacher. */
export function MyDayPanel({ username, teacher }: { username: string; teacher: boolean }) {
  const day = useDayTimetable(username, teacher);
  const tasks = useUpcomingTasks(username);
  return (
    <section className="parent-dashboard__box parent-dashboard__box--wide my-day" aria-labelledby="my-day-title">
      <h2 id="my-day-title" className="parent-dashboard__box-title">
        My day
      </h2>
      <CallState result={day}>
        {(periods) =>
          periods.length === 0 ? (
            <p>{EMPTY.noRecords}</p>
          ) : (
            <>
              <p className="parent-dashboard__note">{dayName(periods[0]!.day_date)}</p>
              <ol className="my-day__periods">
                {periods.map((period) => (
                  <li key={'mydaytimetablesUid' in period ? period.mydaytimetablesUid : period.teacherdayUid}>
                    <span className="my-day__time">
                      {period.start_time}–{period.end_time}
                    </span>{' '}
                    <strong>{period.course}</strong> {period.class_name}, room {period.room}
                    {'teacher' in period && period.teacher ? `, ${period.teacher}` : ''}
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </CallState>
      <h3 className="goals-view__heading">Upcoming tasks</h3>
      <CallState result={tasks}>
        {(list) =>
          list.length === 0 ? (
            <p>{EMPTY.noRecords}</p>
          ) : (
            <ul className="my-day__tasks">
              {list.map((task) => (
                <li key={`${task.course_id}-${task.TASK}-${task.DUE_DATE}`}>
                  <strong>{task.TASK}</strong>, due {dueDay(task.DUE_DATE)}
                  {task.WEIGHTING === null ? '' : ` (${task.WEIGHTING}%)`}
                </li>
              ))}
            </ul>
          )
        }
      </CallState>
    </section>
  );
}
