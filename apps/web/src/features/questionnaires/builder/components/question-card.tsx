import { CopyOutlined, DeleteOutlined, DownOutlined, ExclamationCircleFilled, UpOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { KINDS, type Question, type QuestionKind } from '../model/draft.ts';
import { type BuilderStore, setOpen, useBuilder } from '../model/store.ts';
import { type FieldProblem, QuestionEditor } from './question-editor.tsx';
import { SortableRow } from './sortable-list.tsx';
import { kindLabel, questionLabel } from './words.ts';
import '../messages.ts';

/**
 * One question in the builder's list: its handle (drag, or keyboard), number, title, kind and marks
 * (required, conditions, problems), its kind switch, duplicate and delete; opened, its editor.
 * Memoised: a keystroke in another question does not render this one.
 */
export const QuestionCard = memo(function QuestionCard({
  store,
  id,
  index,
  problems,
  onKind,
  onDuplicate,
  onDelete,
}: {
  store: BuilderStore;
  id: string;
  index: number;
  problems: readonly FieldProblem[];
  onKind: (id: string, kind: QuestionKind) => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const t = useT();
  const question = useBuilder(store, (s) => s.history.present.questions.find((item) => item.id === id));
  const open = useBuilder(store, (s) => s.open === id);
  if (!question) return null;
  const n = index + 1;
  const label = questionLabel(t, index);
  return (
    <SortableRow id={question.id} handleLabel={t('qBuilder.question.drag', { n })}>
      {(handle) => (
        <section
          id={`qb-question-${question.id}`}
          aria-label={label}
          data-open={open ? '' : undefined}
          data-problems={problems.length > 0 ? '' : undefined}
          className="gs-qb-question"
        >
          <div className="gs-qb-question-head">
            {handle}
            <button
              type="button"
              className="gs-qb-question-summary"
              aria-expanded={open}
              aria-label={t(open ? 'qBuilder.question.collapse' : 'qBuilder.question.expand', { n })}
              onClick={() => setOpen(store, open ? null : question.id)}
            >
              <Typography.Text type="secondary">{n}.</Typography.Text>
              <span className="gs-qb-question-title">{question.title || t('qBuilder.question.untitled')}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {question.id}
              </Typography.Text>
              {question.required && <Tag color="red">{t('qBuilder.question.required')}</Tag>}
              {question.visibleIf && <Tag color="blue">{t('qBuilder.question.visibleIf')}</Tag>}
              {question.requiredIf && <Tag color="orange">{t('qBuilder.question.requiredIf')}</Tag>}
              {problems.length > 0 && (
                <Tag color="error" icon={<ExclamationCircleFilled />}>
                  {t('qBuilder.question.problems', { count: problems.length })}
                </Tag>
              )}
            </button>
            <div className="gs-qb-question-tools">
              <Select<QuestionKind>
                size="small"
                value={question.kind}
                aria-label={t('qBuilder.question.kind', { n })}
                style={{ width: 120 }}
                popupMatchSelectWidth={false}
                options={KINDS.map((kind) => ({ value: kind, label: kindLabel(t, kind) }))}
                onChange={(kind) => onKind(question.id, kind)}
              />
              <Space size={0}>
                <Tooltip title={t('qBuilder.question.duplicateOf', { n })}>
                  <Button
                    type="text"
                    size="small"
                    icon={<CopyOutlined />}
                    aria-label={t('qBuilder.question.duplicateOf', { n })}
                    onClick={() => onDuplicate(question.id)}
                  />
                </Tooltip>
                <Tooltip title={t('qBuilder.question.deleteOf', { n })}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('qBuilder.question.deleteOf', { n })}
                    onClick={() => onDelete(question.id)}
                  />
                </Tooltip>
                <Button
                  type="text"
                  size="small"
                  icon={open ? <UpOutlined /> : <DownOutlined />}
                  aria-hidden
                  tabIndex={-1}
                  onClick={() => setOpen(store, open ? null : question.id)}
                />
              </Space>
            </div>
          </div>
          {open && (
            <div className="gs-qb-question-body">
              <OpenEditor store={store} question={question} problems={problems} />
            </div>
          )}
          {!open && problems.length > 0 && (
            <ul className="gs-qb-problem-list" style={{ margin: '0 12px 8px', paddingInlineStart: 18 }}>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.text}`}>
                  <Typography.Text type="danger">{problem.text}</Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </SortableRow>
  );
});

/** The open question's editor, with the questions before it (what its title and conditions may refer to). */
function OpenEditor({ store, question, problems }: { store: BuilderStore; question: Question; problems: readonly FieldProblem[] }) {
  const questions = useBuilder(store, (s) => s.history.present.questions);
  const at = questions.findIndex((item) => item.id === question.id);
  return <QuestionEditor store={store} question={question} earlier={questions.slice(0, Math.max(at, 0))} problems={problems} />;
}
