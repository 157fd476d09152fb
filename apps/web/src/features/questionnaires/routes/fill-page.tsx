import { ArrowLeftOutlined, CheckCircleOutlined, CloudOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { isApiError } from '@gs/sdk/errors';
import { type QuestionProblem, stripHidden, validateAnswers } from '@gs/sdk/rules/questionnaire';
import { Alert, App, Button, Card, Flex, Grid, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import { type Translate, useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import { useSession } from '../../../stores/session.ts';
import type { AnswerSheet, Task } from '../api/keys.ts';
import { useMyTaskForm, useSubmitMyAnswers } from '../api/mine.ts';
import { AnswerForm } from '../components/answer-form/answer-form.tsx';
import type { Answers } from '../components/answer-form/types.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';
import { type DraftState, useDraft } from './use-draft.ts';

/** Space after a status icon (a margin, not a space character: the status reads as its words alone). */
const GAP = { marginInlineEnd: 6 };

/** The draft's state beside the submit button: saving, "已保存草稿 HH:mm", or why it was not saved. */
function DraftStatus({ state, t }: { state: DraftState; t: Translate }) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'saving') {
    return (
      <Typography.Text type="secondary" role="status">
        <LoadingOutlined style={GAP} />
        {t('questionnaires.fill.saving')}
      </Typography.Text>
    );
  }
  if (state.kind === 'saved') {
    return (
      <Typography.Text type="secondary" role="status">
        <CloudOutlined style={GAP} />
        {t('questionnaires.fill.saved', { time: formatDate(state.time, 'HH:mm') })}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="danger" role="status">
      <WarningOutlined style={GAP} />
      {t('questionnaires.fill.notSaved', { reason: state.reason })}
    </Typography.Text>
  );
}

/** The problems of a refused submission (400 `data.problems`), when that is what it carries. */
function problemsOf(data: unknown): QuestionProblem[] {
  if (typeof data !== 'object' || data === null || !('problems' in data) || !Array.isArray(data.problems)) return [];
  return (data.problems as unknown[]).filter(
    (item): item is QuestionProblem => typeof item === 'object' && item !== null && 'message' in item && 'messageEn' in item && 'questionId' in item,
  );
}

/** Why the sheet reads only, when it does: submitted, closed, not open yet. */
function lockedReason(t: Translate, task: Task, sheet: AnswerSheet | null): string | null {
  if (sheet?.status === 'submitted') return t('questionnaires.fill.done', { time: formatDate(sheet.submitTime ?? sheet.updateTime, 'YYYY-MM-DD HH:mm') });
  if (task.status === 'closed') return t('questionnaires.fill.closed', { time: formatDate(task.closeAt, 'YYYY-MM-DD HH:mm') });
  if (task.status === 'scheduled') return t('questionnaires.fill.scheduled', { time: formatDate(task.openAt, 'YYYY-MM-DD HH:mm') });
  return null;
}

function FillForm({ task, sheet: first }: { task: Task; sheet: AnswerSheet | null }) {
  const t = useT();
  const { message } = App.useApp();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const student = useSession((s) => s.info?.roles[0]?.roleKey === 'student');
  const phone = Grid.useBreakpoint().md === false;
  const [sheet, setSheet] = useState(first);
  const [answers, setAnswers] = useState<Answers>(first?.answers ?? {});
  const [problems, setProblems] = useState<QuestionProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const draft = useDraft(task.id, first?.status === 'draft' ? first.updateTime : null);
  const submit = useSubmitMyAnswers();
  const questions = task.questions ?? [];
  const locked = lockedReason(t, task, sheet);
  const submitted = sheet?.status === 'submitted';

  const change = (next: Answers) => {
    setAnswers(next);
    setRefusal(null);
    // A problem found on 提交 stays until its question is answered again.
    if (problems.length > 0) {
      const still = new Set(validateAnswers(questions, next, { final: true }).map((problem) => problem.questionId));
      setProblems((current) => current.filter((problem) => still.has(problem.questionId)));
    }
    draft.schedule(next);
  };

  const send = async () => {
    await draft.settle();
    try {
      const stored = await submit.mutateAsync({ params: { path: { id: task.id } }, body: { answers: stripHidden(questions, answers) } });
      setSheet(stored);
      void message.success(t('questionnaires.fill.sent'));
    } catch (error) {
      // The client has shown it as a toast (SPEC 8, the 409 "已提交过该问卷" or "问卷已截止"); the page keeps it,
      // and a 400's problems go to their questions.
      setRefusal(isApiError(error) ? error.message : t('common.notSent'));
      if (isApiError(error)) setProblems(problemsOf(error.data));
    }
  };

  const press = () => {
    setRefusal(null);
    const found = validateAnswers(questions, answers, { final: true });
    setProblems(found);
    if (found.length > 0) {
      const count = new Set(found.map((problem) => problem.questionId)).size;
      void message.error(t('questionnaires.fill.invalid', { n: count }));
      document.querySelector(`[data-question="${found[0]?.questionId ?? ''}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    dialogs.confirm({
      title: t('questionnaires.fill.confirmTitle'),
      content: t('questionnaires.fill.confirmText', { title: task.title }),
      okText: t('questionnaires.fill.submit'),
      cancelText: t('common.cancel'),
      onOk: send,
    });
  };

  return (
    <Card
      title={<span style={{ whiteSpace: 'normal' }}>{task.title}</span>}
      extra={
        // On a phone the arrow alone: the title needs the width.
        <Button icon={<ArrowLeftOutlined />} aria-label={t('questionnaires.fill.back')} onClick={() => navigate(paths.myQuestionnaires(student))}>
          {phone ? null : t('questionnaires.fill.back')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('questionnaires.fill.closeAt', { time: formatDate(task.closeAt, 'YYYY-MM-DD HH:mm') })}</Typography.Text>
        {task.anonymous && <Alert type="info" showIcon title={t('questionnaires.fill.anonymous')} />}
        {locked && <Alert type={submitted ? 'success' : 'warning'} showIcon icon={submitted ? <CheckCircleOutlined /> : undefined} title={locked} />}
        <AnswerForm
          questions={questions}
          answers={submitted ? (sheet?.answers ?? {}) : answers}
          onChange={locked ? undefined : change}
          readOnly={locked !== null}
          problems={problems}
        />
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
        {!locked && (
          // Under the questions (the form's width), not at the card's far edge where the page's floating buttons sit.
          <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 860 }}>
            <DraftStatus state={draft.state} t={t} />
            <Button type="primary" size="large" loading={submit.isPending} onClick={press} style={{ marginInlineStart: 'auto' }}>
              {t('questionnaires.fill.submit')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

/**
 * 填写问卷 / 答题 (examination/edit and examination/myjob/dotest, `?taskId=`): a task's questions to
 * answer, the draft kept on the server as the respondent types (a reload or another device opens it
 * again), 提交 checked question by question, confirmed and sent once; a submitted sheet or a closed
 * task reads only, saying why.
 */
export default function FillPage() {
  const t = useT();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const form = useMyTaskForm(taskId);
  if (!taskId) return <Result status="warning" title={t('questionnaires.fill.missing')} />;
  if (form.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!form.data) {
    const status = isApiError(form.error) && form.error.status === 403 ? 'fill.forbidden' : 'fill.notFound';
    return <Result status={status === 'fill.forbidden' ? '403' : '404'} title={t(`questionnaires.${status}`)} />;
  }
  // A new task id (another link) starts a new form: its state never carries over.
  return <FillForm key={taskId} task={form.data.task} sheet={form.data.sheet ?? null} />;
}
