import { parseExpression, referencedQuestions } from '@gs/sdk/rules/questionnaire';
import { Form, Input, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import { type Question, insertAt } from '../model/draft.ts';
import { ReferencePicker } from './reference-picker.tsx';
import { choiceValues } from './words.ts';
import '../messages.ts';

/** What the shared rules say of a condition as typed: its error, or the questions it reads. */
export function useExpressionCheck(source: string | null | undefined) {
  return useMemo(() => {
    const text = source?.trim() ?? '';
    if (!text) return null;
    const parsed = parseExpression(text);
    return parsed.ok ? { ok: true as const, refs: referencedQuestions(parsed.ast) } : { ok: false as const, error: parsed.error };
  }, [source]);
}

/**
 * A show-if or required-if condition (`{q1} = 'yes' and {q3} > 3`), checked by the shared parser as it
 * is typed: the error with where it is, or the questions it reads and their values (so that `'a'` is
 * the option meant). Problems of the whole questionnaire (a later question, an unknown one) come from
 * checkQuestionnaire and are given as `problems`.
 */
export function ExpressionField({
  id,
  label,
  hint,
  value,
  earlier,
  problems,
  onChange,
  onLeave,
}: {
  id: string;
  label: string;
  hint: string;
  value: string | null | undefined;
  earlier: readonly Question[];
  problems: readonly string[];
  onChange: (next: string | null) => void;
  onLeave: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const check = useExpressionCheck(value);
  const caret = useRef<{ start: number | null; end: number | null }>({ start: null, end: null });
  const text = value ?? '';
  // A condition that does not parse shows where; the questionnaire's check says the same of it in other words.
  const help = check && !check.ok ? [language === 'en' ? check.error.messageEn : check.error.message] : [...problems];
  const refs = check?.ok ? check.refs : [];
  const status = help.length > 0 ? 'error' : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={status}
      help={
        help.length > 0 ? (
          help.map((line) => <div key={line}>{line}</div>)
        ) : check?.ok ? (
          <span className="gs-qb-expr-ok">
            {refs.length > 0 ? t('qBuilder.expr.ok', { refs: refs.map((ref) => `{${ref}}`).join(language === 'en' ? ', ' : '、') }) : t('qBuilder.expr.okNone')}
          </span>
        ) : undefined
      }
      extra={
        <>
          <ValuesOf refs={refs} earlier={earlier} />
          <span className="gs-qb-title-extra">
            <span title={t('qBuilder.expr.help')}>{t('qBuilder.expr.short')}</span>
            <ReferencePicker
              earlier={earlier}
              field={label}
              onPick={(ref) => {
                const next = insertAt(text, ref, caret.current.start, caret.current.end);
                caret.current = { start: next.caret, end: next.caret };
                onChange(next.value);
                onLeave();
              }}
            />
          </span>
        </>
      }
    >
      <Input
        id={id}
        aria-label={label}
        className="gs-qb-code"
        value={text}
        placeholder={hint}
        allowClear
        onChange={(event) => {
          const next = event.target.value;
          caret.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
          onChange(next.trim() === '' ? null : next);
        }}
        onSelect={(event) => {
          const target = event.currentTarget;
          caret.current = { start: target.selectionStart, end: target.selectionEnd };
        }}
        onBlur={onLeave}
      />
    </Form.Item>
  );
}

/** The values a condition may compare the referenced choice questions with ("{q1} 的取值：a=是、b=否"). */
function ValuesOf({ refs, earlier }: { refs: readonly string[]; earlier: readonly Question[] }) {
  const t = useT();
  const language = useLanguage();
  const lines = refs.flatMap((ref) => {
    const question = earlier.find((item) => item.id === ref);
    const values = question ? choiceValues(question, language) : [];
    return values.length > 0 ? [t('qBuilder.refValues', { ref: `{${ref}}`, values: values.join(language === 'en' ? ', ' : '、') })] : [];
  });
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        <Typography.Text key={line} type="secondary" className="gs-qb-code" style={{ display: 'block' }}>
          {line}
        </Typography.Text>
      ))}
    </>
  );
}
