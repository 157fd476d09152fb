import { useSearchParams } from 'react-router';
import { ApplicationDetail } from '../../../components/application/application-detail.tsx';

/**
 * A leave (hidden route /qjgl/toDetails?id=, SPEC 2): the shared application detail, with the leave's
 * own parts from its plug-in (the day count, the cancel-leave once approved, the return once recorded).
 * Reviewers from /xj/qjgl, supervisors from their home page, students from their applications.
 */
export default function LeaveDetailsPage() {
  const [params] = useSearchParams();
  return <ApplicationDetail id={params.get('id')} />;
}
