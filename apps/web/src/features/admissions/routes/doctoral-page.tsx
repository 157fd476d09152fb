import { CandidateList } from '../components/candidate-list.tsx';

/** 博士录取 (zs/bslq/index, /zs/bslq): the doctoral candidates. */
export default function DoctoralAdmissionPage() {
  return <CandidateList level="bs" />;
}
