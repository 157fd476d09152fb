import { useSearchParams } from 'react-router';
import { ApplicationDetail } from '../../../components/application/application-detail.tsx';

/**
 * A scholarship application (hidden route /xyjxj/toDetails?id=, our model): the shared detail with the
 * achievements as the server scored them (the kind's plug-in). Reviewers from /xj/xyjxj, supervisors
 * from their home page, students from their applications.
 */
export default function ScholarshipDetailsPage() {
  const [params] = useSearchParams();
  return <ApplicationDetail id={params.get('id')} />;
}
