import { ArrowLeftOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { isApiError } from '@gs/sdk/errors';
import { checkQuestionnaire } from '@gs/sdk/rules/questionnaire';
import { Alert, App, Button, Card, Form, Input, Result, Segmented, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RefusalAlert, useRefusal } from '../../../../components/page-kit/refusal.tsx';
import { paths } from '../../../../config/paths.ts';
import { type Translate, useLanguage, useT } from '../../../../i18n/i18n.ts';
import { useCreateQuestionnaire, useQuestionnaire, useUpdateQuestionnaire } from '../../api/questionnaires.ts';
import { type QuestionProblem, problemsOfRefusal } from '../api.ts';
import { LogicView } from '../components/logic-view.tsx';
import { Palette } from '../components/palette.tsx';
import { Preview } from '../components/preview.tsx';
import { QuestionCard } from '../components/question-card.tsx';
import type { FieldProblem } from '../components/question-editor.tsx';
import { SortableList } from '../components/sortable-list.tsx';
import { useLeaveGuard } from '../components/use-leave-guard.ts';
import { kindLabel, questionLabel } from '../components/words.ts';
import { type Draft, type QuestionKind, changeKind, duplicateQuestion, moveItem, newQuestion } from '../model/draft.ts';
import {
  type BuilderStore,
  createBuilderStore,
  edit,
  editQuestion,
  isDirty,
  markSaved,
  redoStep,
  setOpen,
  settleStep,
  undoStep,
  useBuilder,
} from '../model/store.ts';
import '../components/builder.css';
import '../messages.ts';

type View = 'edit' | 'logic' | 'preview';

/** One problem of the draft, where it is: a question's field, or the questionnaire (`questionId` null). */
interface DraftProblem extends FieldProblem {
  questionId: string | null;
}

const NONE: readonly FieldProblem[] = [];

/**
 * 问卷编辑 (examination/form, /examination/form; `?id=` a questionnaire, none a new one; issue 24 §2 "The
 * builder"). The questions are added from a palette of kinds, reordered by drag or keyboard, duplicated,
 * deleted and changed to another kind; each question's editor has its options, limits and its show-if /
 * required-if conditions checked by the shared rules as they are typed. 逻辑 lists every condition, 预览
 * shows the respondent's form (phone width too). Undo and redo cover the whole draft (buttons, Ctrl+Z,
 * Ctrl+Shift+Z, Ctrl+Y). 保存 is refused while checkQuestionnaire finds a problem, and shows the server's.
 */
export default function BuilderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // A questionnaire created here goes on in the same builder (its history kept) once the address names it.
  const [created, setCreated] = useState<string | null>(null);
  const mine = id !== '' && id === created;
  const loaded = useQuestionnaire(mine ? '' : id);
  if (id && !mine && loaded.isPending) return <Skeleton active />;
  if (id && !mine && !loaded.data)
    return <Result status="warning" title={t('qBuilder.loadError')} extra={<Button onClick={() => void loaded.refetch()}>{t('qBuilder.retry')}</Button>} />;
  const source = mine ? null : loaded.data;
  const draft: Draft = source
    ? { title: source.title, description: source.description ?? null, questions: source.questions }
    : { title: '', description: null, questions: [] };
  return <Builder key={mine || !id ? 'new' : id} initial={draft} savedId={mine ? created : source ? source.id : null} onCreated={setCreated} />;
}

function Builder({ initial, savedId, onCreated }: { initial: Draft; savedId: string | null; onCreated: (id: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [store] = useState<BuilderStore>(() => createBuilderStore(initial, savedId !== null));
  const [id, setId] = useState(savedId);
  const draft = useBuilder(store, (s) => s.history.present);
  const canUndo = useBuilder(store, (s) => s.history.past.length > 0);
  const canRedo = useBuilder(store, (s) => s.history.future.length > 0);
  const dirty = useBuilder(store, isDirty);
  const [view, setView] = useState<View>('edit');
  const [focus, setFocus] = useState<{ id: string; at: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const create = useCreateQuestionnaire();
  const update = useUpdateQuestionnaire();
  const { refusal, failed, clear } = useRefusal();
  const [serverProblems, setServerProblems] = useState<{ draft: Draft; problems: QuestionProblem[] } | null>(null);
  const guard = useLeaveGuard(dirty);

  // The problems of the draft as it stands (the shared check, as the server runs it on save), and those the
  // server named for the draft it refused, while that draft is unchanged.
  const problems = useMemo(() => {
    const own = draftProblems(t, language, draft);
    const server = serverProblems?.draft === draft ? serverProblems.problems.map((problem) => toField(language, problem)) : [];
    const all = [...own, ...server.filter((one) => !own.some((other) => other.questionId === one.questionId && other.text === one.text))];
    const byQuestion = new Map<string, FieldProblem[]>();
    for (const problem of all) if (problem.questionId) byQuestion.set(problem.questionId, [...(byQuestion.get(problem.questionId) ?? []), problem]);
    return { all, byQuestion };
  }, [draft, language, serverProblems, t]);

  // A question asked for (added, or a jump from the logic view or a problem) is opened, scrolled to and its title focused.
  useEffect(() => {
    if (!focus || view !== 'edit') return;
    const element = document.getElementById(`qb-question-${focus.id}`);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    document.getElementById(`qb-${focus.id}-title`)?.focus({ preventScroll: true });
  }, [focus, view]);
  const jump = useCallback(
    (questionId: string) => {
      setView('edit');
      setOpen(store, questionId);
      setFocus({ id: questionId, at: Date.now() });
    },
    [store],
  );

  // Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, anywhere on the page while it is shown (not in the
  // preview, whose fields are the respondent's). In a field too: the builder's steps replace the field's own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      const element = root.current;
      // A kept-alive view in another tab (page-outlet.tsx marks it `data-kept`) leaves the keys to the shown one.
      if (!element || element.closest('[data-kept]') || view === 'preview') return;
      if (event.target instanceof Node && !element.contains(event.target) && event.target !== document.body) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undoStep(store);
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        event.preventDefault();
        redoStep(store);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, view]);

  const add = useCallback(
    (kind: QuestionKind) => {
      const { history, open } = store.getState();
      const question = newQuestion(kind, history.present.questions, kindLabel(t, kind), language);
      const at = open ? history.present.questions.findIndex((item) => item.id === open) + 1 : history.present.questions.length;
      edit(store, (current) => ({ ...current, questions: [...current.questions.slice(0, at), question, ...current.questions.slice(at)] }));
      setOpen(store, question.id);
      // The new question opens and comes into view (focus effect above): that says it was added.
      setFocus({ id: question.id, at: Date.now() });
    },
    [language, store, t],
  );
  const onKind = useCallback(
    (questionId: string, kind: QuestionKind) => editQuestion(store, questionId, (question) => changeKind(question, kind, language)),
    [language, store],
  );
  const onDuplicate = useCallback(
    (questionId: string) => {
      const before = store.getState().history.present.questions;
      edit(store, (current) => ({ ...current, questions: duplicateQuestion(current.questions, questionId) }));
      const copy = store.getState().history.present.questions.find((question) => !before.some((other) => other.id === question.id));
      if (copy) {
        setOpen(store, copy.id);
        setFocus({ id: copy.id, at: Date.now() });
      }
    },
    [store],
  );
  const onDelete = useCallback(
    (questionId: string) => {
      const at = store.getState().history.present.questions.findIndex((question) => question.id === questionId);
      edit(store, (current) => ({ ...current, questions: current.questions.filter((question) => question.id !== questionId) }));
      void message.info(t('qBuilder.question.deleted', { n: at + 1 }));
    },
    [message, store, t],
  );
  const ids = useMemo(() => draft.questions.map((question) => question.id), [draft.questions]);
  const describe = useCallback((questionId: string) => questionLabel(t, ids.indexOf(questionId)), [ids, t]);

  const saving = create.isPending || update.isPending;
  const save = async () => {
    clear();
    settleStep(store);
    const sent = store.getState().history.present;
    const open = draftProblems(t, language, sent);
    if (open.length > 0) {
      void message.error(t('qBuilder.problems.refused', { count: open.length }));
      const first = open.find((problem) => problem.questionId);
      if (first?.questionId) jump(first.questionId);
      return;
    }
    const body: Draft = { ...sent, title: sent.title.trim(), description: sent.description?.trim() ? sent.description : null };
    try {
      if (id) {
        await update.mutateAsync({ params: { path: { id } }, body });
        void message.success(t('qBuilder.saved'));
      } else {
        const made = await create.mutateAsync({ body });
        setId(made.id);
        onCreated(made.id);
        setParams({ id: made.id }, { replace: true });
        void message.success(t('qBuilder.created', { id: made.id }));
      }
      markSaved(store, sent);
      setServerProblems(null);
    } catch (error) {
      const named = isApiError(error) && error.status === 400 ? problemsOfRefusal(error.data) : null;
      if (named) setServerProblems({ draft: sent, problems: named });
      failed(error);
    }
  };

  const titleProblem = problems.all.find((problem) => problem.questionId === null && problem.field === 'title');
  return (
    <div ref={root} className="gs-qb">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small">
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
              <Space wrap align="center">
                <Button icon={<ArrowLeftOutlined />} onClick={() => guard(() => navigate(paths.questionnaires))}>
                  {t('qBuilder.back')}
                </Button>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {id ? t('qBuilder.editTitle', { title: initial.title || id }) : t('qBuilder.newTitle')}
                </Typography.Title>
                {dirty ? <Tag color="warning">{t('qBuilder.unsaved')}</Tag> : id ? <Tag color="success">{t('qBuilder.allSaved')}</Tag> : null}
              </Space>
              <Space wrap>
                <Tooltip title={t('qBuilder.undoKeys')}>
                  <Button icon={<UndoOutlined />} disabled={!canUndo} onClick={() => undoStep(store)} aria-label={t('qBuilder.undo')}>
                    {t('qBuilder.undo')}
                  </Button>
                </Tooltip>
                <Tooltip title={t('qBuilder.redoKeys')}>
                  <Button icon={<RedoOutlined />} disabled={!canRedo} onClick={() => redoStep(store)} aria-label={t('qBuilder.redo')}>
                    {t('qBuilder.redo')}
                  </Button>
                </Tooltip>
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  {t('qBuilder.save')}
                </Button>
              </Space>
            </Space>
            <RefusalAlert refusal={refusal} />
            <Form layout="vertical" component="div">
              <Form.Item
                label={t('qBuilder.field.qTitle')}
                htmlFor="qb-title"
                required
                validateStatus={titleProblem ? 'error' : undefined}
                help={titleProblem?.text}
                style={{ marginBottom: 8 }}
              >
                <Input
                  id="qb-title"
                  value={draft.title}
                  maxLength={100}
                  placeholder={t('qBuilder.field.qTitleHint')}
                  onChange={(event) => edit(store, (current) => ({ ...current, title: event.target.value }), 'questionnaire:title')}
                  onBlur={() => settleStep(store)}
                />
              </Form.Item>
              <Form.Item label={t('qBuilder.field.qDescription')} htmlFor="qb-description" style={{ marginBottom: 0 }}>
                <Input.TextArea
                  id="qb-description"
                  value={draft.description ?? ''}
                  maxLength={2000}
                  rows={2}
                  placeholder={t('qBuilder.field.qDescriptionHint')}
                  onChange={(event) => edit(store, (current) => ({ ...current, description: event.target.value }), 'questionnaire:description')}
                  onBlur={() => settleStep(store)}
                />
              </Form.Item>
            </Form>
            <ProblemSummary problems={problems.all} ids={ids} onJump={jump} />
          </Space>
        </Card>
        <Segmented<View>
          aria-label={t('qBuilder.views')}
          value={view}
          onChange={setView}
          options={[
            { value: 'edit', label: t('qBuilder.view.edit') },
            { value: 'logic', label: t('qBuilder.view.logic') },
            { value: 'preview', label: t('qBuilder.view.preview') },
          ]}
        />
        {view === 'edit' && (
          <div className="gs-qb-body">
            <Palette onAdd={add} />
            <Card
              size="small"
              title={`${t('qBuilder.questions')} · ${t('qBuilder.questionCount', { count: ids.length })}`}
              role="region"
              aria-label={t('qBuilder.questions')}
            >
              {ids.length === 0 ? (
                <Typography.Paragraph type="secondary">{t('qBuilder.empty')}</Typography.Paragraph>
              ) : (
                <div className="gs-qb-questions">
                  <SortableList
                    ids={ids}
                    onMove={(from, to) => edit(store, (current) => ({ ...current, questions: moveItem(current.questions, from, to) }))}
                    describe={describe}
                  >
                    {ids.map((questionId, index) => (
                      <QuestionCard
                        key={questionId}
                        store={store}
                        id={questionId}
                        index={index}
                        problems={problems.byQuestion.get(questionId) ?? NONE}
                        onKind={onKind}
                        onDuplicate={onDuplicate}
                        onDelete={onDelete}
                      />
                    ))}
                  </SortableList>
                </div>
              )}
            </Card>
          </div>
        )}
        {view === 'logic' && (
          <Card size="small" title={t('qBuilder.logic.title')}>
            <LogicView questions={draft.questions} problems={problems.byQuestion} onJump={jump} />
          </Card>
        )}
        {view === 'preview' && (
          <Card size="small" title={t('qBuilder.preview.title')}>
            <Preview title={draft.title} description={draft.description} questions={draft.questions} />
          </Card>
        )}
      </Space>
    </div>
  );
}

/** A problem of the shared check (or of the server's answer) in the page's language. */
function toField(language: string, problem: QuestionProblem): DraftProblem {
  return { questionId: problem.questionId, field: problem.field, text: language === 'en' ? problem.messageEn : problem.message };
}

/** Everything that stops a save: the questionnaire's title and question count, and what checkQuestionnaire finds. */
function draftProblems(t: Translate, language: string, draft: Draft): DraftProblem[] {
  const own: DraftProblem[] = [];
  if (!draft.title.trim()) own.push({ questionId: null, field: 'title', text: t('qBuilder.problems.noTitle') });
  return [...own, ...checkQuestionnaire(draft.questions).map((problem) => toField(language, problem))];
}

/** 还有 N 个问题: every problem of the draft, each a link to its question. */
function ProblemSummary({ problems, ids, onJump }: { problems: readonly DraftProblem[]; ids: readonly string[]; onJump: (id: string) => void }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('qBuilder.problems.title', { count: problems.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {problems.map((problem) => {
            const at = problem.questionId ? ids.indexOf(problem.questionId) : -1;
            // The shared check's words name the question already ("第 3 题：…"); the questionnaire's own are said as its.
            const text = problem.questionId ? problem.text : t('qBuilder.problems.at', { where: t('qBuilder.problems.questionnaire'), text: problem.text });
            return (
              <li key={`${problem.questionId ?? ''}:${problem.field}:${problem.text}`}>
                {at >= 0 && problem.questionId ? (
                  <Typography.Link onClick={() => problem.questionId && onJump(problem.questionId)}>{text}</Typography.Link>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
