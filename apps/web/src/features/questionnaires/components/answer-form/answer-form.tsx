import { type QuestionProblem, isRequired, quoteTitle, validateAnswers, visibleQuestions } from '@gs/sdk/rules/questionnaire';
import { Empty, Grid, Rate } from 'antd';
import { useId, useMemo } from 'react';
import type { Language } from '../../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../../i18n/i18n.ts';
import '../../messages.ts';
import { AnswerControl } from './controls.tsx';
import { readableAnswer } from './labels.ts';
import { RankingControl } from './ranking.tsx';
import type { AnswerValue, Answers, Question } from './types.ts';
import './answer-form.css';

export interface AnswerFormProps {
  /** The task's (or the draft questionnaire's) questions, in order. */
  questions: readonly Question[];
  answers: Answers;
  /** The whole new set of answers after a change; left out with `readOnly`. */
  onChange?: (answers: Answers) => void;
  /** A submitted sheet, a closed task, the analysis' sheet view: the answers as text, nothing to change. */
  readOnly?: boolean;
  /**
   * Problems found by a check the page ran (`validateAnswers(..., { final: true })` on 提交, or the
   * server's 400), shown at their questions along with what the form finds as the respondent types.
   */
  problems?: readonly QuestionProblem[];
  /** The phone layout (the matrix as a list of rows) whatever the window: the builder's 390 px preview. */
  phone?: boolean;
}

/**
 * A problem's text in the page's language, as said at its question: without the rules' "第 3 题：" lead,
 * which counts every question while the form numbers the shown ones.
 */
export function problemText(language: Language, problem: Pick<QuestionProblem, 'message' | 'messageEn'>): string {
  return language === 'en' ? problem.messageEn.replace(/^Question \d+: /, '') : problem.message.replace(/^第 \d+ 题：/, '');
}

/** The hint under a title: how many to pick, what range of numbers. */
function hintOf(t: Translate, question: Question): string | null {
  const has = (value: number | null | undefined): value is number => value !== undefined && value !== null;
  if (question.kind === 'multiple') {
    const { minPicks: min, maxPicks: max } = question;
    if (has(min) && has(max)) return t('questionnaires.form.picks', { min, max });
    if (has(min)) return t('questionnaires.form.picksMin', { min });
    if (has(max)) return t('questionnaires.form.picksMax', { max });
  }
  if (question.kind === 'number') {
    const { min, max } = question;
    const whole = question.integer ? t('questionnaires.form.integer') : '';
    if (has(min) && has(max)) return t('questionnaires.form.range', { min, max }) + whole;
    if (has(min)) return t('questionnaires.form.rangeMin', { min }) + whole;
    if (has(max)) return t('questionnaires.form.rangeMax', { max }) + whole;
    if (whole) return whole.replace(/^\s*[（(]|[）)]\s*$/g, '');
  }
  return null;
}

/** A read-only answer: the text of it (stars for a star rating, the ranked list in order). */
function ReadOnlyAnswer({ question, value, labelledBy }: { question: Question; value: AnswerValue | undefined; labelledBy: string }) {
  const t = useT();
  const language = useLanguage();
  const text = readableAnswer(t, language, question, value);
  if (!text) return <p className="qa-answer qa-answer-none">{t('questionnaires.form.noAnswer')}</p>;
  if (question.kind === 'rating' && question.style === 'stars' && typeof value === 'number') {
    return (
      <span>
        <Rate disabled count={question.scale ?? 5} value={value} aria-labelledby={labelledBy} /> <span className="qa-answer">{text}</span>
      </span>
    );
  }
  if (question.kind === 'ranking' && Array.isArray(value)) {
    return <RankingControl options={question.options ?? []} value={value} onChange={() => undefined} disabled labelledBy={labelledBy} />;
  }
  return <p className="qa-answer">{text}</p>;
}

interface BlockProps {
  question: Question;
  number: number;
  title: string;
  required: boolean;
  value: AnswerValue | undefined;
  problems: readonly string[];
  readOnly: boolean;
  phone: boolean;
  onChange: (id: string, value: AnswerValue | undefined) => void;
}

function QuestionBlock({ question, number, title, required, value, problems, readOnly, phone, onChange }: BlockProps) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const hint = readOnly ? null : hintOf(t, question);
  const described = [hint ? hintId : '', problems.length > 0 ? problemId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <section className={`qa-question${problems.length > 0 ? ' qa-question-error' : ''}`} aria-labelledby={titleId} data-question={question.id}>
      <h3 className="qa-title" id={titleId}>
        {t('questionnaires.form.number', { n: number })} {title}
        {required && (
          <span className="qa-required" title={t('questionnaires.form.required')}>
            *<span className="qa-sr">{t('questionnaires.form.required')}</span>
          </span>
        )}
      </h3>
      {question.description && <p className="qa-description">{question.description}</p>}
      {hint && (
        <p className="qa-hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="qa-body">
        {readOnly ? (
          <ReadOnlyAnswer question={question} value={value} labelledBy={titleId} />
        ) : (
          <AnswerControl
            question={question}
            value={value}
            onChange={(next) => onChange(question.id, next)}
            labelledBy={titleId}
            describedBy={described}
            invalid={problems.length > 0}
            phone={phone}
          />
        )}
      </div>
      {problems.length > 0 && (
        <div className="qa-problem" id={problemId} role="alert">
          {problems.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The questionnaire as the respondent sees it (fill-in page, the builder's preview, one sheet of the
 * answers): only the questions whose show-if holds for the answers so far, each numbered in that order,
 * its title quoting earlier answers (`{q1}`), required marked as required-if says, the control of its
 * kind, and the problems of its answer under it. The rules are the server's (`@gs/sdk/rules/questionnaire`),
 * so what the form accepts is what the server stores.
 */
export function AnswerForm({ questions, answers, onChange, readOnly = false, problems = [], phone }: AnswerFormProps) {
  const t = useT();
  const language = useLanguage();
  const narrow = Grid.useBreakpoint().md === false;
  const isPhone = phone ?? narrow;
  const visible = useMemo(() => visibleQuestions(questions, answers), [questions, answers]);
  // The problems of the answers as typed (a number out of range, too many picks) show at once; the
  // "required" ones only come from the page's check on 提交 (`problems`), not while the form is half done.
  const live = useMemo(() => (readOnly ? [] : validateAnswers(questions, answers, { final: false })), [questions, answers, readOnly]);
  const byQuestion = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const problem of [...problems, ...live]) {
      if (problem.questionId === null) continue;
      const list = map.get(problem.questionId) ?? [];
      const text = problemText(language, problem);
      if (!list.includes(text)) list.push(text);
      map.set(problem.questionId, list);
    }
    return map;
  }, [problems, live, language]);
  const change = (id: string, value: AnswerValue | undefined) => {
    if (!onChange) return;
    const next = { ...answers };
    if (value === undefined) delete next[id];
    else next[id] = value;
    onChange(next);
  };
  if (visible.length === 0) return <Empty description={t('questionnaires.form.none')} />;
  return (
    <div className="qa-form" role="list" aria-label={t('questionnaires.form.label')}>
      {visible.map((question, index) => (
        <div role="listitem" key={question.id}>
          <QuestionBlock
            question={question}
            number={index + 1}
            title={quoteTitle(question.title, questions, answers, language)}
            required={isRequired(question, answers)}
            value={answers[question.id]}
            problems={byQuestion.get(question.id) ?? []}
            readOnly={readOnly || !onChange}
            phone={isPhone}
            onChange={change}
          />
        </div>
      ))}
    </div>
  );
}
