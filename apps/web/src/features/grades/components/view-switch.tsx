import { Segmented } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';

export type MaintainView = 'grades' | 'changes';

/** 成绩维护's two views, the grades and their change history, as the first tool of the list. */
export function ViewSwitch({ value, onChange }: { value: MaintainView; onChange: (view: MaintainView) => void }) {
  const t = useT();
  return (
    <Segmented<MaintainView>
      aria-label={t('grades.maintain.tabs')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'grades', label: t('grades.maintain.tab.grades') },
        { value: 'changes', label: t('grades.maintain.tab.changes') },
      ]}
    />
  );
}
