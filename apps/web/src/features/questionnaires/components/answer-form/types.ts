import type { components } from '@gs/sdk/schema';

/** The shapes the answer form reads (api-spec/components/questionnaires.yaml). */
export type Question = components['schemas']['Question'];
export type QuestionOption = components['schemas']['QuestionOption'];
export type AnswerValue = components['schemas']['AnswerValue'];
/** A sheet's answers by question id (an unanswered question is absent). */
export type Answers = components['schemas']['Answers'];
