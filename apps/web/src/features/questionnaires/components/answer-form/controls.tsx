import { Checkbox, Input, InputNumber, Radio, Rate, Select } from 'antd';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import '../../messages.ts';
import { optionLabel } from './labels.ts';
import { RankingControl } from './ranking.tsx';
import type { AnswerValue, Question } from './types.ts';

export interface ControlProps {
  question: Question;
  value: AnswerValue | undefined;
  /** The new answer; undefined clears it. */
  onChange: (value: AnswerValue | undefined) => void;
  /** The id of the question's title, which names the control. */
  labelledBy: string;
  /** The id of the control's hint and problem, which describe it. */
  describedBy: string | undefined;
  invalid: boolean;
  phone: boolean;
}

const asString = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : undefined);
const asNumber = (value: AnswerValue | undefined) => (typeof value === 'number' ? value : undefined);
const asList = (value: AnswerValue | undefined) => (Array.isArray(value) ? value : undefined);
const asGrid = (value: AnswerValue | undefined): Record<string, string> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;

/** A matrix: a table of radios (one choice per row) on a wide screen, a list of rows with their choices on a phone. */
function MatrixControl({ question, value, onChange, labelledBy, phone }: ControlProps) {
  const t = useT();
  const language = useLanguage();
  const grid = asGrid(value) ?? {};
  const rows = question.rows ?? [];
  const columns = question.columns ?? [];
  const pick = (row: string, column: string) => onChange({ ...grid, [row]: column });
  if (phone) {
    return (
      <div className="qa-matrix-rows" role="group" aria-labelledby={labelledBy}>
        {rows.map((row) => {
          const rowLabel = optionLabel(language, row);
          return (
            <div key={row.value}>
              <div className="qa-matrix-row-title">{rowLabel}</div>
              <Radio.Group
                aria-label={rowLabel}
                name={`${labelledBy}-${row.value}`}
                value={grid[row.value]}
                onChange={(event) => pick(row.value, String(event.target.value))}
                className="qa-choices"
              >
                {columns.map((column) => (
                  <Radio key={column.value} value={column.value}>
                    {optionLabel(language, column)}
                  </Radio>
                ))}
              </Radio.Group>
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <table className="qa-matrix" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('questionnaires.form.matrix.row')}</th>
          {columns.map((column) => (
            <th key={column.value} scope="col">
              {optionLabel(language, column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const rowLabel = optionLabel(language, row);
          return (
            <tr key={row.value} role="radiogroup" aria-label={rowLabel}>
              <th scope="row">{rowLabel}</th>
              {columns.map((column) => (
                <td key={column.value}>
                  <Radio
                    name={`${labelledBy}-${row.value}`}
                    checked={grid[row.value] === column.value}
                    onChange={() => pick(row.value, column.value)}
                    aria-label={`${rowLabel} ${optionLabel(language, column)}`}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The control of one question by its kind (the design's list: Radio, Checkbox, Select, Input, ...). */
export function AnswerControl(props: ControlProps) {
  const t = useT();
  const language = useLanguage();
  const { question, value, onChange, labelledBy, describedBy, invalid } = props;
  const aria = { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
  // Radios of one question share a name of their own (antd names a group the same in every group under test).
  const name = `${labelledBy}-answer`;
  const status = invalid ? ('error' as const) : undefined;
  const options = (question.options ?? []).map((option) => ({ value: option.value, label: optionLabel(language, option) }));
  switch (question.kind) {
    case 'single':
      return (
        <Radio.Group {...aria} name={name} className="qa-choices" value={asString(value)} onChange={(event) => onChange(String(event.target.value))}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'multiple': {
      const picked = asList(value) ?? [];
      const full = question.maxPicks !== undefined && question.maxPicks !== null && picked.length >= question.maxPicks;
      return (
        <Checkbox.Group {...aria} className="qa-choices" value={picked} onChange={(next) => onChange(next.length > 0 ? next.map(String) : undefined)}>
          {options.map((option) => (
            // At the most picks, the unpicked options wait until one is unpicked.
            <Checkbox key={option.value} value={option.value} disabled={full && !picked.includes(option.value)}>
              {option.label}
            </Checkbox>
          ))}
        </Checkbox.Group>
      );
    }
    case 'dropdown':
      return (
        <Select
          {...aria}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          status={status}
          style={{ width: '100%', maxWidth: 420 }}
          placeholder={t('questionnaires.form.choose')}
          value={asString(value)}
          options={options}
          onChange={(next: string | undefined) => onChange(next ?? undefined)}
        />
      );
    case 'text':
      return (
        <Input
          {...aria}
          status={status}
          maxLength={200}
          placeholder={t('questionnaires.form.type')}
          value={asString(value) ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
    case 'longText':
      return (
        <Input.TextArea
          {...aria}
          status={status}
          maxLength={2000}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder={t('questionnaires.form.type')}
          value={asString(value) ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          {...aria}
          status={status}
          style={{ width: '100%', maxWidth: 240 }}
          min={question.min ?? undefined}
          max={question.max ?? undefined}
          precision={question.integer ? 0 : undefined}
          value={asNumber(value) ?? null}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        />
      );
    case 'date':
      // A native date input, as every date field of the app (page kit): the phone's own picker, and the
      // value is already the API's YYYY-MM-DD.
      return (
        <Input
          {...aria}
          type="date"
          status={status}
          style={{ maxWidth: 240 }}
          value={asString(value) ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
    case 'rating': {
      const scale = question.scale ?? 5;
      const current = asNumber(value);
      if (question.style === 'stars') {
        return (
          <Rate
            {...aria}
            count={scale}
            value={current ?? 0}
            tooltips={Array.from({ length: scale }, (_, index) => t('questionnaires.form.points', { n: index + 1 }))}
            onChange={(next) => onChange(next > 0 ? next : undefined)}
          />
        );
      }
      return (
        <Radio.Group
          {...aria}
          name={name}
          className="qa-rating-buttons"
          optionType="button"
          value={current}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {Array.from({ length: scale }, (_, index) => (
            <Radio.Button key={index + 1} value={index + 1} aria-label={t('questionnaires.form.points', { n: index + 1 })}>
              {index + 1}
            </Radio.Button>
          ))}
        </Radio.Group>
      );
    }
    case 'yesNo':
      return (
        <Radio.Group {...aria} name={name} optionType="button" value={asString(value)} onChange={(event) => onChange(String(event.target.value))}>
          <Radio.Button value="yes">{t('questionnaires.form.yes')}</Radio.Button>
          <Radio.Button value="no">{t('questionnaires.form.no')}</Radio.Button>
        </Radio.Group>
      );
    case 'ranking':
      return <RankingControl options={question.options ?? []} value={asList(value)} onChange={onChange} disabled={false} labelledBy={labelledBy} />;
    case 'matrix':
      return <MatrixControl {...props} />;
    default:
      return null;
  }
}
