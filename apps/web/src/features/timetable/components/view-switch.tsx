import { Tabs } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';

export type TimetableView = 'offerings' | 'grid';

/**
 * The two views of /pkgl/pkxxwh, the offerings and the week grid, as tabs (a tab bar alone: each view
 * is a page of its own below it). It sits in each view's toolbar, where the page kit counts it when it
 * fits the rows in the window (SPEC 9), rather than above the list's card.
 */
export function ViewSwitch({ value, onChange }: { value: TimetableView; onChange: (view: TimetableView) => void }) {
  const t = useT();
  return (
    <Tabs
      aria-label={t('timetable.view.label')}
      className="gs-tt-views"
      activeKey={value}
      onChange={(key) => onChange(key === 'grid' ? 'grid' : 'offerings')}
      size="small"
      tabBarStyle={{ margin: 0 }}
      items={[
        { key: 'offerings', label: t('timetable.view.offerings') },
        { key: 'grid', label: t('timetable.view.grid') },
      ]}
    />
  );
}
