import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/** The admissions queries (list and details): every write refreshes them all. */
export const admissionsKeys = createQueryKeys('admissions');

export type Candidate = components['schemas']['Candidate'];
export type AdmissionLevel = components['schemas']['AdmissionLevel'];
export type AdmissionState = components['schemas']['AdmissionState'];
export type CandidateQuery = NonNullable<paths['/cloud-xj/api/zs/lq']['get']['parameters']['query']>;
export type CandidateSortField = NonNullable<CandidateQuery['sortField']>;
export type ImportReport = components['schemas']['CandidateImportReport'];
export type EnrolledCandidate = components['schemas']['EnrolledCandidate'];

export const LIST_PATH = '/cloud-xj/api/zs/lq' as const;
