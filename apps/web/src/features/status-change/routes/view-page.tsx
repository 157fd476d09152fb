import { useSearchParams } from 'react-router';
import { ApplicationDetail } from '../../../components/application/application-detail.tsx';

/**
 * A status-change application (hidden route /stuBySqView?id=, SPEC 2): reviewers from /xj/xjyd,
 * supervisors from their home page, students from their applications.
 */
export default function StatusChangeViewPage() {
  const [params] = useSearchParams();
  return <ApplicationDetail id={params.get('id')} />;
}
