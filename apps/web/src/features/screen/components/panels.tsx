import { useMemo } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import {
  type ScreenActivity,
  type ScreenApplications,
  type ScreenDegrees,
  type ScreenQuestionnaires,
  type ScreenStudents,
  type ScreenTimetable,
  useScreenActivity,
  useScreenApplications,
  useScreenDegrees,
  useScreenQuestionnaires,
  useScreenStudents,
  useScreenTimetable,
} from '../api/panels.ts';
import '../messages.ts';
import { ActivityList } from './activity-list.tsx';
import { columns, horizontalBars, ring, stackedYears } from './chart-options.ts';
import { Figure, Panel } from './panel.tsx';
import { ScreenChart } from './screen-chart.tsx';

/** Each panel takes its refresh interval and the board's unit (for its charts). */
interface PanelProps {
  interval: number;
  u: number;
}

const percent = (share: number) => Math.round(share * 1000) / 10;

function StudentsBody({ data, u }: { data: ScreenStudents; u: number }) {
  const t = useT();
  // Memoised on the breakdown: the query keeps an unchanged answer's arrays, so a refresh with the same
  // figures draws nothing again.
  const option = useMemo(() => horizontalBars(data.byCollege, u), [data.byCollege, u]);
  return (
    <>
      <div className="gs-screen-figures">
        <Figure label={t('screen.students.total')} value={data.total} />
        <Figure label={t('screen.students.enrolled')} value={data.enrolled} />
        <Figure label={t('screen.students.doctoral')} value={data.doctoral} />
        <Figure label={t('screen.students.master')} value={data.master} />
      </div>
      <h3>{t('screen.students.byCollege')}</h3>
      <ScreenChart option={option} label={t('screen.chart', { title: t('screen.students.byCollege') })} />
    </>
  );
}

export function StudentsPanel({ interval, u }: PanelProps) {
  const t = useT();
  const query = useScreenStudents(interval);
  return (
    <Panel name="students" area="students" title={t('screen.students.title')} query={query} interval={interval}>
      {(data) => <StudentsBody data={data} u={u} />}
    </Panel>
  );
}

function DegreesBody({ data, u }: { data: ScreenDegrees; u: number }) {
  const t = useT();
  const option = useMemo(() => stackedYears(data, u), [data, u]);
  const latest = data.years.at(-1);
  return (
    <>
      <div className="gs-screen-figures">
        <Figure label={t('screen.degrees.total')} value={data.total} />
        <Figure label={t('screen.degrees.latest', { year: latest?.year ?? '' })} value={data.latestYear} />
      </div>
      <h3>{t('screen.degrees.chart')}</h3>
      <ScreenChart option={option} label={t('screen.chart', { title: t('screen.degrees.chart') })} />
    </>
  );
}

export function DegreesPanel({ interval, u }: PanelProps) {
  const t = useT();
  const query = useScreenDegrees(interval);
  return (
    <Panel name="degrees" area="degrees" title={t('screen.degrees.title')} query={query} interval={interval}>
      {(data) => <DegreesBody data={data} u={u} />}
    </Panel>
  );
}

function ApplicationsBody({ data, u }: { data: ScreenApplications; u: number }) {
  const t = useT();
  const kinds = useMemo(() => ring(data.byKind, u), [data.byKind, u]);
  const steps = useMemo(() => columns(data.byStep, u), [data.byStep, u]);
  return (
    <>
      <div className="gs-screen-figures">
        <Figure label={t('screen.applications.inProgress')} value={data.inProgress} />
        <Figure label={t('screen.applications.overdue')} value={data.overdue} tone={data.overdue > 0 ? 'warn' : undefined} />
        <Figure label={t('screen.applications.new')} value={data.newThisWeek} />
        <Figure label={t('screen.applications.decided')} value={data.decidedThisWeek} tone="ok" />
      </div>
      <div className="gs-screen-pair" data-wide="first">
        <div>
          <h3>{t('screen.applications.byKind')}</h3>
          {data.byKind.length > 0 ? (
            <ScreenChart option={kinds} label={t('screen.chart', { title: t('screen.applications.byKind') })} />
          ) : (
            <p className="gs-screen-muted">{t('screen.applications.none')}</p>
          )}
        </div>
        <div>
          <h3>{t('screen.applications.byStep')}</h3>
          <ScreenChart option={steps} label={t('screen.chart', { title: t('screen.applications.byStep') })} />
        </div>
      </div>
    </>
  );
}

export function ApplicationsPanel({ interval, u }: PanelProps) {
  const t = useT();
  const query = useScreenApplications(interval);
  return (
    <Panel name="applications" area="applications" title={t('screen.applications.title')} query={query} interval={interval}>
      {(data) => <ApplicationsBody data={data} u={u} />}
    </Panel>
  );
}

function TimetableBody({ data, u }: { data: ScreenTimetable; u: number }) {
  const t = useT();
  const share = useMemo(
    () =>
      ring(
        [
          { code: 'placed', name: t('screen.timetable.placed'), value: data.placed },
          { code: 'unplaced', name: t('screen.timetable.unplaced'), value: data.offerings - data.placed },
        ],
        u,
        ['#4ecb73', '#33415c'],
      ),
    [data.placed, data.offerings, u, t],
  );
  const term = data.term
    ? data.week === null
      ? t('screen.timetable.termOut', { term: data.term.name })
      : t('screen.timetable.term', { term: data.term.name, week: data.week })
    : t('screen.timetable.noTerm');
  return (
    <>
      <p className="gs-screen-caption">{term}</p>
      <div className="gs-screen-figures">
        <Figure label={t('screen.timetable.offerings')} value={data.offerings} />
        <Figure label={t('screen.timetable.today')} value={data.sessionsToday} />
        <Figure label={t('screen.timetable.week')} value={data.sessionsThisWeek} />
        <Figure label={t('screen.timetable.rooms')} value={data.roomsInUse} unit={t('screen.timetable.roomsOf', { rooms: data.rooms })} />
      </div>
      <div className="gs-screen-pair">
        <div>
          <h3>{t('screen.timetable.share')}</h3>
          <ScreenChart option={share} label={t('screen.chart', { title: t('screen.timetable.share') })} />
        </div>
        <div className="gs-screen-big">
          <Figure
            label={t('screen.timetable.share')}
            value={percent(data.placedShare)}
            text={t('screen.percent', { value: percent(data.placedShare).toFixed(1) })}
            tone="ok"
          />
        </div>
      </div>
    </>
  );
}

export function TimetablePanel({ interval, u }: PanelProps) {
  const t = useT();
  const query = useScreenTimetable(interval);
  return (
    <Panel name="timetable" area="timetable" title={t('screen.timetable.title')} query={query} interval={interval}>
      {(data) => <TimetableBody data={data} u={u} />}
    </Panel>
  );
}

function QuestionnairesBody({ data, u }: { data: ScreenQuestionnaires; u: number }) {
  const t = useT();
  const answered = useMemo(
    () =>
      ring(
        [
          { code: 'answered', name: t('screen.questionnaires.answered'), value: data.answered },
          { code: 'waiting', name: t('screen.questionnaires.waiting'), value: data.respondents - data.answered },
        ],
        u,
        ['#36cbcb', '#33415c'],
      ),
    [data.answered, data.respondents, u, t],
  );
  return (
    <>
      <div className="gs-screen-figures">
        <Figure label={t('screen.questionnaires.open')} value={data.openTasks} />
        <Figure label={t('screen.questionnaires.respondents')} value={data.respondents} />
        <Figure label={t('screen.questionnaires.answered')} value={data.answered} />
        <Figure
          label={t('screen.questionnaires.share')}
          value={percent(data.share)}
          text={t('screen.percent', { value: percent(data.share).toFixed(1) })}
          tone="ok"
        />
      </div>
      {data.tasks.length === 0 ? (
        <p className="gs-screen-muted">{t('screen.questionnaires.none')}</p>
      ) : (
        <ul className="gs-screen-tasks">
          {data.tasks.slice(0, 3).map((task) => (
            <li key={task.id}>
              <span className="gs-screen-task-title">
                {t('screen.questionnaires.task', { title: task.title, answered: task.answered, respondents: task.respondents })}
              </span>
              <span
                className="gs-screen-bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent(task.share)}
                aria-label={task.title}
              >
                <span style={{ transform: `scaleX(${task.share})` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.respondents > 0 && (
        <>
          <h3>{t('screen.questionnaires.chart')}</h3>
          <ScreenChart option={answered} label={t('screen.chart', { title: t('screen.questionnaires.chart') })} />
        </>
      )}
    </>
  );
}

export function QuestionnairesPanel({ interval, u }: PanelProps) {
  const t = useT();
  const query = useScreenQuestionnaires(interval);
  return (
    <Panel name="questionnaires" area="questionnaires" title={t('screen.questionnaires.title')} query={query} interval={interval}>
      {(data) => <QuestionnairesBody data={data} u={u} />}
    </Panel>
  );
}

export function ActivityPanel({ interval }: PanelProps) {
  const t = useT();
  const query = useScreenActivity(interval);
  return (
    <Panel<ScreenActivity> name="activity" area="activity" title={t('screen.activity.title')} query={query} interval={interval}>
      {(data) => <ActivityList events={data.events} />}
    </Panel>
  );
}
