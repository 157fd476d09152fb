import { Col, Form, Input, InputNumber, Row, Segmented, Switch } from 'antd';
import { useRef } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { OPTION_KINDS } from '@gs/sdk/rules/questionnaire';
import { type OptionList, type Question, insertAt } from '../model/draft.ts';
import { type BuilderStore, editQuestion, settleStep } from '../model/store.ts';
import { ExpressionField } from './expression-field.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import '../messages.ts';

/** A problem of the draft at one field of a question (checkQuestionnaire's `field`), in the page's language. */
export interface FieldProblem {
  field: string;
  text: string;
}

const LIST_NAMES = { options: 'qBuilder.field.options', rows: 'qBuilder.field.rows', columns: 'qBuilder.field.columns' } as const;
const LIST_DEFAULTS = { options: 'qBuilder.option.default', rows: 'qBuilder.row.default', columns: 'qBuilder.column.default' } as const;

/**
 * The editor of one question: title (with `{q1}` quoting), description, required, what its kind has
 * (options, picks, range, scale and style, matrix rows and columns) and its show-if / required-if
 * conditions. Every change is an undo step; keystrokes in one field are one step until it is left.
 * `problems` are checkQuestionnaire's for this question, shown at their fields.
 */
export function QuestionEditor({
  store,
  question,
  earlier,
  problems,
}: {
  store: BuilderStore;
  question: Question;
  earlier: readonly Question[];
  problems: readonly FieldProblem[];
}) {
  const t = useT();
  const id = question.id;
  const titleCaret = useRef<{ start: number | null; end: number | null }>({ start: null, end: null });
  const set = (patch: Partial<Question>, field: string | null = null) =>
    editQuestion(store, id, (current) => ({ ...current, ...patch }), field === null ? null : `${id}:${field}`);
  const leave = () => settleStep(store);
  const at = (...fields: string[]) => problems.filter((problem) => fields.includes(problem.field)).map((problem) => problem.text);
  const status = (lines: readonly string[]) => (lines.length > 0 ? ('error' as const) : undefined);
  const helpOf = (lines: readonly string[]) => (lines.length > 0 ? lines.map((line) => <div key={line}>{line}</div>) : undefined);
  const fieldId = (name: string) => `qb-${id}-${name}`;

  const titleProblems = at('title');
  const listEditor = (list: OptionList) => {
    const lines = at(list);
    const name = t(LIST_NAMES[list]);
    return (
      <Form.Item label={name} validateStatus={status(lines)} help={helpOf(lines)} extra={list === 'options' ? t('qBuilder.option.valueHelp') : undefined}>
        <OptionsEditor
          idPrefix={`${id}-${list}`}
          list={list}
          name={name}
          items={question[list] ?? []}
          defaultLabel={(n) => t(LIST_DEFAULTS[list], { n })}
          onChange={(items, group) => set({ [list]: items }, group)}
          onLeave={leave}
        />
      </Form.Item>
    );
  };
  const numberField = (name: 'minPicks' | 'maxPicks' | 'min' | 'max', label: string, whole: boolean) => {
    const lines = at(name);
    return (
      <Col xs={12} md={6} key={name}>
        <Form.Item label={label} htmlFor={fieldId(name)} validateStatus={status(lines)} help={helpOf(lines)}>
          <InputNumber
            id={fieldId(name)}
            value={question[name] ?? null}
            precision={whole ? 0 : undefined}
            placeholder={t('qBuilder.field.noLimit')}
            style={{ width: '100%' }}
            onChange={(value) => set({ [name]: value ?? null }, name)}
            onBlur={leave}
          />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Form layout="vertical" component="div" className="gs-qb-editor">
      <Form.Item
        label={t('qBuilder.field.title')}
        htmlFor={fieldId('title')}
        required
        validateStatus={status(titleProblems)}
        help={helpOf(titleProblems)}
        extra={
          <span className="gs-qb-title-extra">
            <span>{t('qBuilder.field.titleHint', { ref: '{q1}' })}</span>
            <ReferencePicker
              earlier={earlier}
              field={t('qBuilder.field.title')}
              onPick={(ref) => {
                const next = insertAt(question.title, ref, titleCaret.current.start, titleCaret.current.end);
                titleCaret.current = { start: next.caret, end: next.caret };
                set({ title: next.value });
              }}
            />
          </span>
        }
      >
        <Input
          id={fieldId('title')}
          aria-label={t('qBuilder.field.title')}
          value={question.title}
          maxLength={300}
          onChange={(event) => {
            titleCaret.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
            set({ title: event.target.value }, 'title');
          }}
          onSelect={(event) => {
            const target = event.currentTarget;
            titleCaret.current = { start: target.selectionStart, end: target.selectionEnd };
          }}
          onBlur={leave}
        />
      </Form.Item>
      <Form.Item
        label={t('qBuilder.field.description')}
        htmlFor={fieldId('description')}
        validateStatus={status(at('description'))}
        help={helpOf(at('description'))}
      >
        <Input.TextArea
          id={fieldId('description')}
          value={question.description ?? ''}
          placeholder={t('qBuilder.field.descriptionHint')}
          rows={2}
          maxLength={1000}
          onChange={(event) => set({ description: event.target.value === '' ? null : event.target.value }, 'description')}
          onBlur={leave}
        />
      </Form.Item>
      <Form.Item label={t('qBuilder.field.required')} htmlFor={fieldId('required')}>
        <Switch id={fieldId('required')} checked={question.required} onChange={(required) => set({ required })} />
      </Form.Item>
      {OPTION_KINDS.has(question.kind) && listEditor('options')}
      {question.kind === 'multiple' && (
        <Row gutter={12}>
          {numberField('minPicks', t('qBuilder.field.minPicks'), true)}
          {numberField('maxPicks', t('qBuilder.field.maxPicks'), true)}
        </Row>
      )}
      {question.kind === 'number' && (
        <Row gutter={12} align="bottom">
          {numberField('min', t('qBuilder.field.min'), Boolean(question.integer))}
          {numberField('max', t('qBuilder.field.max'), Boolean(question.integer))}
          <Col xs={24} md={12}>
            <Form.Item label={t('qBuilder.field.integer')} htmlFor={fieldId('integer')}>
              <Switch id={fieldId('integer')} checked={Boolean(question.integer)} onChange={(integer) => set({ integer })} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {question.kind === 'rating' && (
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item label={t('qBuilder.field.scale')} validateStatus={status(at('scale'))} help={helpOf(at('scale'))}>
              <Segmented<5 | 10>
                aria-label={t('qBuilder.field.scale')}
                value={question.scale === 10 ? 10 : 5}
                options={[
                  { value: 5, label: t('qBuilder.scale.5') },
                  { value: 10, label: t('qBuilder.scale.10') },
                ]}
                onChange={(scale) => set({ scale })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('qBuilder.field.style')}>
              <Segmented<'number' | 'stars'>
                aria-label={t('qBuilder.field.style')}
                value={question.style === 'stars' ? 'stars' : 'number'}
                options={[
                  { value: 'number', label: t('qBuilder.style.number') },
                  { value: 'stars', label: t('qBuilder.style.stars') },
                ]}
                onChange={(style) => set({ style })}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {question.kind === 'matrix' && (
        <>
          {listEditor('rows')}
          {listEditor('columns')}
        </>
      )}
      <ExpressionField
        id={fieldId('visibleIf')}
        label={t('qBuilder.field.visibleIf')}
        hint={t('qBuilder.field.visibleIfHint')}
        value={question.visibleIf}
        earlier={earlier}
        problems={at('visibleIf')}
        onChange={(visibleIf) => set({ visibleIf }, 'visibleIf')}
        onLeave={leave}
      />
      <ExpressionField
        id={fieldId('requiredIf')}
        label={t('qBuilder.field.requiredIf')}
        hint={t('qBuilder.field.requiredIfHint')}
        value={question.requiredIf}
        earlier={earlier}
        problems={at('requiredIf')}
        onChange={(requiredIf) => set({ requiredIf }, 'requiredIf')}
        onLeave={leave}
      />
      {problems.some((problem) => !KNOWN_FIELDS.has(problem.field)) && (
        <Form.Item validateStatus="error" help={helpOf(problems.filter((problem) => !KNOWN_FIELDS.has(problem.field)).map((problem) => problem.text))} />
      )}
    </Form>
  );
}

/** The fields this editor shows a problem at; a problem of any other field shows at the end. */
const KNOWN_FIELDS = new Set(['title', 'description', 'options', 'rows', 'columns', 'minPicks', 'maxPicks', 'min', 'max', 'scale', 'visibleIf', 'requiredIf']);
