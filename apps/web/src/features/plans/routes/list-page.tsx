import { PlanList } from '../components/plan-list.tsx';

/** 培养方案 (pkgl/pyfa/index, /pkgl/pyfa): each major's plan per cohort. */
export default function PlansPage() {
  return <PlanList />;
}
