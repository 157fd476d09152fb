import { Button, Empty, Table, Tag, Typography } from 'antd';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import type { Question } from '../model/draft.ts';
import { useExpressionCheck } from './expression-field.tsx';
import type { FieldProblem } from './question-editor.tsx';
import { questionLabel } from './words.ts';
import '../messages.ts';

type LogicField = 'visibleIf' | 'requiredIf' | 'title';

interface LogicRow {
  key: string;
  index: number;
  question: Question;
  field: LogicField;
  source: string;
}

const QUOTE = /\{(q\d+)\}/g;

/** Every condition of the draft, and every title that quotes an earlier answer, in question order. */
function logicRows(questions: readonly Question[]): LogicRow[] {
  return questions.flatMap((question, index) => {
    const rows: LogicRow[] = [];
    if (question.visibleIf) rows.push({ key: `${question.id}:visibleIf`, index, question, field: 'visibleIf', source: question.visibleIf });
    if (question.requiredIf) rows.push({ key: `${question.id}:requiredIf`, index, question, field: 'requiredIf', source: question.requiredIf });
    if (QUOTE.test(question.title)) rows.push({ key: `${question.id}:title`, index, question, field: 'title', source: question.title });
    QUOTE.lastIndex = 0;
    return rows;
  });
}

/**
 * 逻辑一览 (issue 24 §2 "listed together on one logic view"): each question's show-if and required-if
 * conditions and its quotes of earlier answers, with what the shared parser and checkQuestionnaire say
 * of them; the question's number jumps to its editor.
 */
export function LogicView({
  questions,
  problems,
  onJump,
}: {
  questions: readonly Question[];
  problems: ReadonlyMap<string, readonly FieldProblem[]>;
  onJump: (id: string) => void;
}) {
  const t = useT();
  const rows = logicRows(questions);
  const kindText: Record<LogicField, string> = {
    visibleIf: t('qBuilder.field.visibleIf'),
    requiredIf: t('qBuilder.field.requiredIf'),
    title: t('qBuilder.logic.quotes'),
  };
  if (rows.length === 0) return <Empty description={t('qBuilder.logic.empty')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('qBuilder.logic.hint')}</Typography.Paragraph>
      <Table<LogicRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 760 }}
        aria-label={t('qBuilder.logic.title')}
        columns={[
          {
            key: 'question',
            title: t('qBuilder.logic.question'),
            width: 220,
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                onClick={() => onJump(row.question.id)}
              >
                {`${questionLabel(t, row.index)} ${row.question.title}`}
              </Button>
            ),
          },
          { key: 'kind', title: t('qBuilder.logic.kind'), width: 110, render: (_, row) => <Tag>{kindText[row.field]}</Tag> },
          { key: 'condition', title: t('qBuilder.logic.condition'), render: (_, row) => <span className="gs-qb-code">{row.source}</span> },
          {
            key: 'status',
            title: t('qBuilder.logic.status'),
            width: 260,
            render: (_, row) => <LogicStatus row={row} problems={(problems.get(row.question.id) ?? []).filter((problem) => problem.field === row.field)} />,
          },
        ]}
      />
    </>
  );
}

/** What the parser and the questionnaire's check say of one condition: its errors, or the questions it reads. */
function LogicStatus({ row, problems }: { row: LogicRow; problems: readonly FieldProblem[] }) {
  const t = useT();
  const language = useLanguage();
  const check = useExpressionCheck(row.field === 'title' ? null : row.source);
  const lines = check && !check.ok ? [language === 'en' ? check.error.messageEn : check.error.message] : problems.map((problem) => problem.text);
  if (lines.length > 0)
    return (
      <>
        {lines.map((line) => (
          <Typography.Text key={line} type="danger" style={{ display: 'block' }}>
            {line}
          </Typography.Text>
        ))}
      </>
    );
  const refs = check?.ok ? check.refs : [...row.source.matchAll(QUOTE)].map((match) => match[1] ?? '');
  return (
    <Typography.Text type="success">
      {refs.length > 0 ? t('qBuilder.expr.ok', { refs: refs.map((ref) => `{${ref}}`).join(language === 'en' ? ', ' : '、') }) : t('qBuilder.logic.ok')}
    </Typography.Text>
  );
}
