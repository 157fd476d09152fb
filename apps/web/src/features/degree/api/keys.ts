import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/**
 * The degree area's queries (degree files, theses, reviews, defences, the teachers of the pickers): one
 * scope, so any write refreshes every list and file of the area: a review submitted moves the thesis, the
 * student's file and the staff list at once.
 */
export const degreeKeys = createQueryKeys('degree');

export const FILE_PATH = '/cloud-xj/api/xw/students/{xykh}' as const;
export const THESIS_PATH = '/cloud-xj/api/xw/students/{xykh}/thesis' as const;
export const APPEAL_PATH = '/cloud-xj/api/xw/students/{xykh}/appeal' as const;
export const APPEAL_DECISION_PATH = '/cloud-xj/api/xw/students/{xykh}/appeal/decision' as const;
export const FLAGS_PATH = '/cloud-xj/api/xw/students/{xykh}/flags' as const;
export const FLAG_CLOSE_PATH = '/cloud-xj/api/xw/students/{xykh}/flags/{flagId}/close' as const;
export const TEACHERS_PATH = '/cloud-xj/api/xw/students/{xykh}/teachers' as const;
export const THESES_PATH = '/cloud-xj/api/xw/lwps/theses' as const;
export const SIMILARITY_PATH = '/cloud-xj/api/xw/lwps/theses/{thesisId}/similarity' as const;
export const REVIEWERS_PATH = '/cloud-xj/api/xw/lwps/theses/{thesisId}/reviewers' as const;
export const REVIEWS_PATH = '/cloud-xj/api/xw/lwps/reviews' as const;
export const REVIEW_PATH = '/cloud-xj/api/xw/lwps/reviews/{reviewId}' as const;
export const DECLARATION_PATH = '/cloud-xj/api/xw/lwps/reviews/{reviewId}/declaration' as const;
export const REVIEW_SUBMIT_PATH = '/cloud-xj/api/xw/lwps/reviews/{reviewId}/submit' as const;
export const DEFENCES_PATH = '/cloud-xj/api/xw/dbjl/defences' as const;
export const DEFENCE_PATH = '/cloud-xj/api/xw/dbjl/defences/{defenceId}' as const;
export const VOTES_PATH = '/cloud-xj/api/xw/dbjl/defences/{defenceId}/votes' as const;
export const DEFENCE_CLOSE_PATH = '/cloud-xj/api/xw/dbjl/defences/{defenceId}/close' as const;

/** The upload endpoints of the review form and the defence record (SPEC 7 "separate upload endpoints"). */
export const REVIEW_FORM_URL = '/cloud-xj/api/xw/lwps/review-form';
export const DEFENCE_RECORD_URL = '/cloud-xj/api/xw/dbjl/record-file';

/** The thesis of a review as its reviewer downloads it (downloadReviewThesis: the anonymised PDF). */
export const reviewThesisPath = (reviewId: string) => `/cloud-xj/api/xw/lwps/reviews/${encodeURIComponent(reviewId)}/thesis`;

export type DegreeFile = components['schemas']['DegreeFile'];
export type DegreeCondition = components['schemas']['DegreeCondition'];
export type DegreeConditionKey = components['schemas']['DegreeConditionKey'];
export type Thesis = components['schemas']['Thesis'];
export type ThesisState = components['schemas']['ThesisState'];
export type ThesisReview = components['schemas']['ThesisReview'];
export type ThesisRow = components['schemas']['ThesisRow'];
export type ReviewState = components['schemas']['ReviewState'];
export type ReviewGrade = components['schemas']['ReviewGrade'];
export type BlindReview = components['schemas']['BlindReview'];
export type DegreeTeacher = components['schemas']['DegreeTeacher'];
export type Defence = components['schemas']['Defence'];
export type DefenceMember = components['schemas']['DefenceMember'];
export type CommitteeRole = components['schemas']['CommitteeRole'];
export type DefenceVote = components['schemas']['DefenceVote'];
export type DisciplinaryFlag = components['schemas']['DisciplinaryFlag'];
export type FileRef = components['schemas']['FileRef'];
export type DefenceInput = components['schemas']['DefenceInput'];
export type ThesisUploadForm = components['schemas']['ThesisUploadForm'];
export type DegreeApplicationPayload = components['schemas']['DegreeApplicationPayload'];
export type ThesisQuery = NonNullable<paths[typeof THESES_PATH]['get']['parameters']['query']>;
export type ReviewQuery = NonNullable<paths[typeof REVIEWS_PATH]['get']['parameters']['query']>;
export type DefenceQuery = NonNullable<paths[typeof DEFENCES_PATH]['get']['parameters']['query']>;

export const THESIS_STATES: readonly ThesisState[] = ['awaiting_reviewers', 'in_review', 'revising', 'passed', 'failed', 'appealed'];
export const REVIEW_STATES: readonly ReviewState[] = ['awaiting_declaration', 'open', 'revising', 'submitted', 'declined'];
export const REVIEW_GRADES: readonly ReviewGrade[] = ['A', 'B', 'C', 'D'];
export const COMMITTEE_ROLES: readonly CommitteeRole[] = ['chair', 'secretary', 'member'];
export const DEFENCE_STATES: readonly Defence['state'][] = ['scheduled', 'passed', 'failed'];
