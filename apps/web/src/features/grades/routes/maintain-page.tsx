import { useSearchParams } from 'react-router';
import { useAccess } from '../../../components/permission.tsx';
import { ChangeList } from '../components/change-list.tsx';
import { GradeList } from '../components/grade-list.tsx';
import { MAY_MAINTAIN } from '../components/access.ts';
import { type MaintainView, ViewSwitch } from '../components/view-switch.tsx';
import '../messages.ts';

/**
 * 成绩维护 (cjgl/whcjgl/index, /cjgl/whcjgl): the grades and, as a view of its own, the history of every
 * change. The view is the address's `?tab=`, so a link (and a reload) opens the history; the switch sits
 * in the list's toolbar, where the page kit counts it when it fits the rows in the window (SPEC 9).
 */
export default function GradeMaintenancePage() {
  const { can } = useAccess();
  const [params, setParams] = useSearchParams();
  const view: MaintainView = params.get('tab') === 'changes' ? 'changes' : 'grades';
  const switcher = <ViewSwitch value={view} onChange={(next) => setParams(next === 'changes' ? { tab: next } : {}, { replace: true })} />;
  return view === 'changes' ? <ChangeList switcher={switcher} /> : <GradeList mayEdit={can(MAY_MAINTAIN)} switcher={switcher} />;
}
