import type { Language } from '../../../../config/settings.ts';
import type { Translate } from '../../../../i18n/i18n.ts';
import '../../messages.ts';
import type { AnswerValue, Question, QuestionOption } from './types.ts';

/** An option's label in the language of the page (the zh one when it has no English). */
export function optionLabel(language: Language, option: Pick<QuestionOption, 'label' | 'labelEn'>): string {
  return language === 'en' && option.labelEn ? option.labelEn : option.label;
}

const labelOf = (language: Language, options: readonly QuestionOption[] | undefined, value: string) => {
  const option = options?.find((candidate) => candidate.value === value);
  return option ? optionLabel(language, option) : value;
};

/**
 * An answer as text (the read-only sheet, a submitted questionnaire, exports on screen): labels, not the
 * stored values; a ranking in its order, a matrix as "row: column" lines. Empty when unanswered.
 */
export function readableAnswer(t: Translate, language: Language, question: Question, value: AnswerValue | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const sep = t('common.listSep');
  switch (question.kind) {
    case 'single':
    case 'dropdown':
      return typeof value === 'string' ? labelOf(language, question.options, value) : '';
    case 'multiple':
      return Array.isArray(value) ? value.map((item) => labelOf(language, question.options, item)).join(sep) : '';
    case 'ranking':
      return Array.isArray(value) ? value.map((item, index) => `${index + 1}. ${labelOf(language, question.options, item)}`).join('\n') : '';
    case 'yesNo':
      return value === 'yes' ? t('questionnaires.form.yes') : value === 'no' ? t('questionnaires.form.no') : '';
    case 'rating':
      return typeof value === 'number' ? `${value} / ${question.scale ?? 5}` : '';
    case 'matrix':
      if (typeof value !== 'object' || Array.isArray(value)) return '';
      return (question.rows ?? [])
        .filter((row) => value[row.value] !== undefined)
        .map((row) => `${optionLabel(language, row)}${t('common.colon')}${labelOf(language, question.columns, value[row.value] ?? '')}`)
        .join('\n');
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}
