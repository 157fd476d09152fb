import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { useSettings } from '../../../stores/settings.ts';
import { type PanelName, refreshOf } from '../api/panels.ts';
import '../messages.ts';
import { ActivityPanel, ApplicationsPanel, DegreesPanel, QuestionnairesPanel, StudentsPanel, TimetablePanel } from '../components/panels.tsx';
import { useBoardUnit } from '../components/use-board.ts';
import '../components/screen.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** The title bar's clock, a component of its own: its second-by-second renders touch nothing else. */
function Clock() {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return (
    <time className="gs-screen-clock" dateTime={now.toISOString()}>
      {t('screen.clock', { date, time, weekday: t(`screen.weekday.${now.getDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6}`) })}
    </time>
  );
}

function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const setLanguage = useSettings((s) => s.setLanguage);
  return (
    <div className="gs-screen-language" role="group" aria-label={t('screen.language')}>
      {(['zh', 'en'] as const).map((code) => (
        <button key={code} type="button" aria-pressed={language === code} onClick={() => setLanguage(code)}>
          {code === 'zh' ? '中文' : 'EN'}
        </button>
      ))}
    </div>
  );
}

/**
 * The data screen (数据大屏, issue 24 §3): a 1920x1080 board of six panels, each its own query on its own
 * interval, in a window of its own. It scales to the window without a transform: every length is a multiple
 * of the window's unit `--u` (CSS `min(100vw / 1920, 100vh / 1080)`), so text is laid out at its real size and
 * stays sharp at any display scaling, the charts draw at the device's pixel ratio, and the board keeps 16:9,
 * letterboxed, with nothing cut off. `?refresh=<ms>` sets every panel's interval (the benchmark's 200 ms).
 */
export default function ScreenPage() {
  const t = useT();
  const u = useBoardUnit();
  const [search] = useSearchParams();
  const raw = search.get('refresh');
  const override = raw === null ? undefined : Number(raw);
  const every = (panel: PanelName) => refreshOf(panel, override);
  return (
    <div className="gs-screen">
      <div className="gs-screen-board">
        <header className="gs-screen-titlebar">
          <span className="gs-screen-school">{t('app.title')}</span>
          <h1>{t('screen.title')}</h1>
          <div className="gs-screen-tools">
            <Clock />
            <LanguageSwitch />
          </div>
        </header>
        <main className="gs-screen-grid">
          <StudentsPanel interval={every('students')} u={u} />
          <DegreesPanel interval={every('degrees')} u={u} />
          <ApplicationsPanel interval={every('applications')} u={u} />
          <TimetablePanel interval={every('timetable')} u={u} />
          <QuestionnairesPanel interval={every('questionnaires')} u={u} />
          <ActivityPanel interval={every('activity')} u={u} />
        </main>
      </div>
    </div>
  );
}
