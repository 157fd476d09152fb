import type { Language } from '../../../../config/settings.ts';
import type { MessageKey, Translate } from '../../../../i18n/i18n.ts';
import { OPTION_KINDS } from '@gs/sdk/rules/questionnaire';
import type { Question, QuestionKind, QuestionOption } from '../model/draft.ts';
import '../messages.ts';

export const kindKey = (kind: QuestionKind): MessageKey => `qBuilder.kind.${kind}`;

export const kindLabel = (t: Translate, kind: QuestionKind) => t(kindKey(kind));

/** An option's text in the page's language (the English one where it has one). */
export const optionLabel = (language: Language, option: QuestionOption) => (language === 'en' && option.labelEn ? option.labelEn : option.label);

/** What a condition compares a choice question with: its options' values ('a=是'), or yes / no. */
export function choiceValues(question: Question, language: Language): string[] {
  if (OPTION_KINDS.has(question.kind)) return (question.options ?? []).map((option) => `'${option.value}'=${optionLabel(language, option)}`);
  if (question.kind === 'yesNo') return ["'yes'", "'no'"];
  if (question.kind === 'rating') return [`1-${question.scale ?? 5}`];
  return [];
}

/** "第 3 题" for the question at index 2. */
export const questionLabel = (t: Translate, index: number) => t('qBuilder.question.label', { n: index + 1 });
