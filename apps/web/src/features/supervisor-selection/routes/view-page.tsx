import { useSearchParams } from 'react-router';
import { ApplicationDetail } from '../../../components/application/application-detail.tsx';

/**
 * A supervisor selection application (hidden route /zlds/apply/view?id=, SPEC 2): the shared detail
 * (steps, history, decide, withdraw) with what the teacher asked for and their review form (its plug-in).
 */
export default function SupervisorSelectionViewPage() {
  const [params] = useSearchParams();
  return <ApplicationDetail id={params.get('id')} />;
}
