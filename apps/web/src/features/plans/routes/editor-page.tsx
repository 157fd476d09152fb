import { Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { usePlan } from '../api/plans.ts';
import { PlanEditor } from '../components/plan-editor.tsx';
import '../messages.ts';

/** 培养方案制订 (pkgl/pyfa/zd-form, /pyfazd/pyfazdForm?id=): one plan's groups and credit rules. */
export default function PlanEditorPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const plan = usePlan(id);
  if (!id) return <Result status="warning" title={t('plans.detail.missing')} />;
  if (plan.isPending) return <Skeleton active />;
  if (!plan.data) return <Result status="404" title={t('plans.detail.missing')} />;
  // A new key per plan and save: the editor starts again from what the server holds.
  return <PlanEditor key={`${plan.data.id}/${plan.data.updateTime}`} plan={plan.data} />;
}
