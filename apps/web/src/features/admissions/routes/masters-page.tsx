import { CandidateList } from '../components/candidate-list.tsx';

/** 硕士录取 (zs/sslq/index, /zs/sslq): the master's candidates. */
export default function MastersAdmissionPage() {
  return <CandidateList level="ss" />;
}
