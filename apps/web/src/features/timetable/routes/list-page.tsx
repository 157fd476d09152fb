import { useSearchParams } from 'react-router';
import { OfferingList } from '../components/offering-list.tsx';
import { TimetableBoard } from '../components/timetable-board.tsx';
import { type TimetableView, ViewSwitch } from '../components/view-switch.tsx';
import '../messages.ts';

/**
 * 排课信息维护 (pkgl/pkxxwh/index, /pkgl/pkxxwh): the term's offerings (教学班) and, as a view of its
 * own, its timetable (课表) by room, teacher or class. The view is the address's `?tab=`, so a link
 * (and a reload) opens the grid; the switch sits in the list's toolbar, where the page kit counts it
 * when it fits the rows in the window (SPEC 9).
 */
export default function TimetablePage() {
  const [params, setParams] = useSearchParams();
  const view: TimetableView = params.get('tab') === 'grid' ? 'grid' : 'offerings';
  const switcher = <ViewSwitch value={view} onChange={(next) => setParams(next === 'grid' ? { tab: next } : {}, { replace: true })} />;
  return view === 'grid' ? <TimetableBoard switcher={switcher} /> : <OfferingList switcher={switcher} />;
}
