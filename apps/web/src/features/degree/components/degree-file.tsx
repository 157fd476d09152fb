import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Alert, App, Button, Card, Descriptions, Drawer, Empty, Flex, List, Space, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApplication, useApplicationKinds } from '../../../components/application/api.ts';
import { ApplicationForm } from '../../../components/application/application-form.tsx';
import { ApplicationHistory } from '../../../components/application/application-history.tsx';
import { ApplicationSteps } from '../../../components/application/application-steps.tsx';
import { applicationPath } from '../../../components/application/kind-plugin.ts';
import { DictTag } from '../../../components/dict-tag.tsx';
import { type DetailItem, DetailView } from '../../../components/page-kit/detail-view.tsx';
import { paths } from '../../../config/paths.ts';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import type { DegreeCondition, DegreeFile, Defence, DisciplinaryFlag, Thesis, ThesisReview } from '../api/keys.ts';
import { useRefreshDegree } from '../api/degree.ts';
import { AddFlagDialog, AppealDecisionDialog, AppealDialog, CloseFlagDialog } from './file-dialogs.tsx';
import { DefenceStateTag, FileButton, GRADE_COLOUR, OverdueTag, ReviewStateTag, ThesisStateTag, committeeRoleKey, gradeText } from './parts.tsx';
import { useIsSchool } from './role.ts';
import { ThesisUploadDialog } from './thesis-upload-dialog.tsx';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

/** The kind of the degree application (the engine's business `xwsq`). */
const XWSQ = 'xwsq';

const when = (value: string | null | undefined) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm') : '-');

/** Who reads the file: the student themself, or the graduate school, a college or the supervisor. */
export type FileReader = 'student' | 'staff';

type Student = DegreeFile['student'];

const studentItems: DetailItem<Student>[] = [
  { key: 'xm', label: 'degree.student.xm' },
  { key: 'xykh', label: 'degree.student.xykh' },
  { key: 'xymc', label: 'degree.student.xymc' },
  { key: 'zymc', label: 'degree.student.zymc' },
  { key: 'pycc', label: 'degree.student.pycc', dict: dictFields.DegreeStudent.pycc },
  { key: 'xwlx', label: 'degree.student.xwlx', dict: dictFields.DegreeStudent.xwlx },
  { key: 'rxnj', label: 'degree.student.rxnj' },
  { key: 'dsxm', label: 'degree.student.dsxm', render: (s) => (s.dsxm ? `${s.dsxm} (${s.dsgh ?? ''})` : '-') },
];

/** Each condition of the degree with whether it holds and what the server says of it. */
function Conditions({ file, reader }: { file: DegreeFile; reader: FileReader }) {
  const t = useT();
  const audit = reader === 'student' ? paths.myAudit : paths.studentAudit(file.student.xykh);
  return (
    <List<DegreeCondition>
      dataSource={file.conditions}
      renderItem={(condition) => (
        <List.Item>
          <List.Item.Meta
            avatar={
              condition.met ? (
                <CheckCircleFilled style={{ color: 'var(--ant-color-success)', fontSize: 18 }} aria-hidden />
              ) : (
                <CloseCircleFilled style={{ color: 'var(--ant-color-error)', fontSize: 18 }} aria-hidden />
              )
            }
            title={
              <Space wrap size={4}>
                <span>{t(`degree.condition.${condition.key}`)}</span>
                <Tag color={condition.met ? 'success' : 'error'}>{t(condition.met ? 'degree.condition.met' : 'degree.condition.unmet')}</Tag>
              </Space>
            }
            description={
              <Flex vertical gap={2}>
                <span>{condition.detail}</span>
                {condition.key === 'audit' && <Link to={audit}>{t('degree.condition.openAudit')}</Link>}
              </Flex>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** One review as the file shows it: numbered, named only to the graduate school and the college (double blind). */
function ReviewCard({ review, reader }: { review: ThesisReview; reader: FileReader }) {
  const t = useT();
  const label = t('degree.review.label', { no: review.no });
  const title = review.reviewerName ? t('degree.review.named', { label, name: review.reviewerName }) : label;
  const items: { key: string; label: MessageKey; children: ReactNode }[] = [
    { key: 'round', label: 'degree.review.round', children: review.round },
    { key: 'due', label: 'degree.review.dueDate', children: review.dueDate },
    { key: 'score', label: 'degree.review.score', children: review.score ?? '-' },
    {
      key: 'grade',
      label: 'degree.review.grade',
      children: review.grade ? <Tag color={GRADE_COLOUR[review.grade]}>{gradeText(t, review.grade)}</Tag> : '-',
    },
    { key: 'submitted', label: 'degree.review.submittedAt', children: when(review.submittedAt) },
    ...(reader === 'staff' && review.reviewForm
      ? [{ key: 'form', label: 'degree.review.form' as const, children: <FileButton file={review.reviewForm} /> }]
      : []),
    { key: 'comments', label: 'degree.review.comments', children: review.comments ?? '-' },
  ];
  return (
    <Card
      size="small"
      role="article"
      aria-label={title}
      title={title}
      extra={
        <Space size={4}>
          {review.overdue && <OverdueTag />}
          <ReviewStateTag state={review.state} />
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={items.map((item) => ({ key: item.key, label: t(item.label), children: item.children, span: item.key === 'comments' ? 'filled' : 1 }))}
      />
    </Card>
  );
}

/** The thesis, its review (reviews, appeal) and what the student may do with it now. */
function ThesisCard({ file, reader }: { file: DegreeFile; reader: FileReader }) {
  const t = useT();
  const school = useIsSchool();
  const [dialog, setDialog] = useState<'upload' | 'appeal' | 'decide' | null>(null);
  const { thesis } = file;
  const xykh = file.student.xykh;
  const actions = (
    <Space wrap>
      {file.mayUploadThesis && (
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog('upload')}>
          {t(thesis?.state === 'revising' ? 'degree.thesis.uploadRevised' : 'degree.thesis.upload')}
        </Button>
      )}
      {file.mayAppeal && (
        <Button icon={<ExclamationCircleOutlined />} onClick={() => setDialog('appeal')}>
          {t('degree.appeal.action')}
        </Button>
      )}
      {school && thesis?.appeal?.state === 'pending' && (
        <Button type="primary" onClick={() => setDialog('decide')}>
          {t('degree.appeal.decide')}
        </Button>
      )}
    </Space>
  );
  return (
    <Card title={t('degree.thesis.heading')} extra={actions} role="region" aria-label={t('degree.thesis.heading')}>
      {thesis ? (
        <ThesisBody thesis={thesis} reader={reader} appealUntil={file.mayAppeal ? file.appealUntil : null} />
      ) : (
        <Empty description={t('degree.thesis.none')} />
      )}
      {dialog === 'upload' && (
        <ThesisUploadDialog xykh={xykh} revising={thesis?.state === 'revising'} initialTitle={thesis?.title} onClose={() => setDialog(null)} />
      )}
      {dialog === 'appeal' && <AppealDialog xykh={xykh} until={file.appealUntil} onClose={() => setDialog(null)} />}
      {dialog === 'decide' && <AppealDecisionDialog xykh={xykh} onClose={() => setDialog(null)} />}
    </Card>
  );
}

function ThesisBody({ thesis, reader, appealUntil }: { thesis: Thesis; reader: FileReader; appealUntil: string | null }) {
  const t = useT();
  const items: DetailItem<Thesis>[] = [
    { key: 'code', label: 'degree.thesis.code' },
    { key: 'state', label: 'degree.thesis.state', render: (th) => <ThesisStateTag state={th.state} /> },
    { key: 'title', label: 'degree.thesis.title', wide: true },
    { key: 'similarity', label: 'degree.thesis.similarity', render: (th) => (th.similarity === null ? t('degree.thesis.noSimilarity') : `${th.similarity}%`) },
    { key: 'round', label: 'degree.thesis.round' },
    { key: 'uploadedAt', label: 'degree.thesis.uploadedAt', render: (th) => when(th.uploadedAt) },
    { key: 'file', label: 'degree.thesis.file', render: (th) => (th.file ? <FileButton file={th.file} /> : '-') },
    ...(thesis.needed > 0 ? [{ key: 'needed' as const, label: 'degree.thesis.needed' as const }] : []),
    ...(thesis.resultAt ? [{ key: 'resultAt' as const, label: 'degree.thesis.resultAt' as const, render: (th: Thesis) => when(th.resultAt) }] : []),
    ...(thesis.revisionNotes ? [{ key: 'revisionNotes' as const, label: 'degree.thesis.revisionNotes' as const, wide: true }] : []),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <DetailView<Thesis> row={thesis} items={items} column={{ xs: 1, md: 2, xl: 3 }} />
      {appealUntil && <Alert type="warning" showIcon title={t('degree.appeal.window', { date: appealUntil })} />}
      {thesis.appeal && (
        <Alert
          type={thesis.appeal.state === 'accepted' ? 'success' : thesis.appeal.state === 'rejected' ? 'error' : 'info'}
          showIcon
          title={t(`degree.appeal.state.${thesis.appeal.state}`, { date: when(thesis.appeal.at) })}
          description={
            <Space orientation="vertical" size={4}>
              <span>{t('degree.appeal.reasonWas', { reason: thesis.appeal.reason })}</span>
              {thesis.appeal.opinion && <span>{t('degree.appeal.opinionWas', { opinion: thesis.appeal.opinion, date: when(thesis.appeal.decidedAt) })}</span>}
            </Space>
          }
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('degree.review.heading')}
      </Typography.Title>
      {thesis.reviews.length === 0 ? (
        <Typography.Text type="secondary">{t('degree.review.none')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {thesis.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} reader={reader} />
          ))}
        </Flex>
      )}
    </Space>
  );
}

/** The latest defence: when and where, the committee and their votes, the result, resolution and record. */
export function DefenceDetail({ defence }: { defence: Defence }) {
  const t = useT();
  const items: DetailItem<Defence>[] = [
    { key: 'time', label: 'degree.defence.time' },
    { key: 'room', label: 'degree.defence.room' },
    { key: 'state', label: 'degree.defence.state', render: (d) => <DefenceStateTag state={d.state} /> },
    {
      key: 'passVotes',
      label: 'degree.defence.votes',
      render: (d) => t('degree.defence.voteCount', { pass: d.passVotes, fail: d.failVotes, total: d.members.length, share: t(`degree.share.${d.passShare}`) }),
    },
    ...(defence.closedAt ? [{ key: 'closedAt' as const, label: 'degree.defence.closedAt' as const, render: (d: Defence) => when(d.closedAt) }] : []),
    { key: 'recordFile', label: 'degree.defence.record', render: (d) => (d.recordFile ? <FileButton file={d.recordFile} /> : '-') },
    { key: 'resolution', label: 'degree.defence.resolution', wide: true },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <DetailView<Defence> row={defence} items={items} column={{ xs: 1, md: 2, xl: 3 }} />
      <List
        size="small"
        bordered
        header={<strong>{t('degree.defence.committee')}</strong>}
        dataSource={defence.members}
        renderItem={(member) => (
          <List.Item>
            <Flex wrap gap={8} align="center" style={{ width: '100%' }}>
              <span style={{ minWidth: 96 }}>{member.xm}</span>
              <Tag>{t(committeeRoleKey(member.role))}</Tag>
              {member.vote ? (
                <Tag color={member.vote === 'pass' ? 'success' : 'error'}>{t(`degree.vote.${member.vote}`)}</Tag>
              ) : (
                <Tag>{t('degree.vote.none')}</Tag>
              )}
              {member.comment && <Typography.Text type="secondary">{member.comment}</Typography.Text>}
            </Flex>
          </List.Item>
        )}
      />
    </Space>
  );
}

/** The disciplinary flags; the graduate school adds them and closes them with a note. */
function Flags({ file }: { file: DegreeFile }) {
  const t = useT();
  const school = useIsSchool();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<DisciplinaryFlag | null>(null);
  const xykh = file.student.xykh;
  return (
    <Card
      title={t('degree.flags.heading')}
      role="region"
      aria-label={t('degree.flags.heading')}
      extra={
        school && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('degree.flags.add')}
          </Button>
        )
      }
    >
      <List<DisciplinaryFlag>
        dataSource={file.flags}
        locale={{ emptyText: t('degree.flags.none') }}
        renderItem={(flag) => (
          <List.Item
            actions={
              school && !flag.closedAt
                ? [
                    <Button key="close" size="small" onClick={() => setClosing(flag)} aria-label={t('degree.flags.closeOf', { reason: flag.reason })}>
                      {t('degree.flags.close')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap size={4}>
                  <span>{flag.reason}</span>
                  <Tag color={flag.closedAt ? 'default' : 'error'}>{t(flag.closedAt ? 'degree.flags.isClosed' : 'degree.flags.isOpen')}</Tag>
                </Space>
              }
              description={
                <Space orientation="vertical" size={0}>
                  <span>{t('degree.flags.by', { name: flag.byName, date: when(flag.at) })}</span>
                  {flag.closedAt && (
                    <span>{t('degree.flags.closedBy', { name: flag.closedByName ?? '-', date: when(flag.closedAt), note: flag.closeNote ?? '' })}</span>
                  )}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {adding && <AddFlagDialog xykh={xykh} onClose={() => setAdding(false)} />}
      {closing && <CloseFlagDialog xykh={xykh} flag={closing} onClose={() => setClosing(null)} />}
    </Card>
  );
}

/** Why the student may not apply now: the first condition that fails, an open application, the degree conferred. */
function whyNot(file: DegreeFile, t: ReturnType<typeof useT>): string | undefined {
  if (file.mayApply) return undefined;
  if (file.xwzsbh) return t('degree.apply.conferred', { number: file.xwzsbh });
  const unmet = file.conditions.find((condition) => !condition.met);
  if (unmet) return t('degree.apply.unmet', { condition: t(`degree.condition.${unmet.key}`), detail: unmet.detail });
  const state = file.application?.state;
  if (state === 'submitted' || state === 'in_review' || state === 'draft') return t('degree.apply.pending');
  return t('degree.apply.notNow');
}

/**
 * The latest degree application (steps and history) and the way to apply: the student's own, or the graduate
 * school's on the student's behalf (a student abroad, a paper application entered by the office).
 */
function ApplicationPart({ file, reader }: { file: DegreeFile; reader: FileReader }) {
  const t = useT();
  const school = useIsSchool();
  const onBehalf = reader === 'staff' && school;
  const { message } = App.useApp();
  const [applying, setApplying] = useState(false);
  const refresh = useRefreshDegree();
  const kinds = useApplicationKinds();
  const own = useMemo(() => (kinds.data ?? []).filter((kind) => kind.kind === XWSQ), [kinds.data]);
  const latest = useApplication(file.application?.id);
  const reason = whyNot(file, t);
  const action = t(onBehalf ? 'degree.apply.onBehalf' : 'degree.apply.action');
  const record = latest.data;
  const path = record ? applicationPath(record) : undefined;
  const apply =
    reader === 'student' || onBehalf ? (
      <Tooltip title={reason}>
        {/* A disabled button takes no pointer: the span keeps the reason's tooltip reachable. */}
        <span>
          {/* The server says whether the caller may apply now: the student, or the graduate school for them. */}
          <Button type="primary" disabled={!file.mayApply} onClick={() => setApplying(true)}>
            {action}
          </Button>
        </span>
      </Tooltip>
    ) : null;
  return (
    <Card title={t('degree.apply.heading')} extra={apply} role="region" aria-label={t('degree.apply.heading')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {file.xwzsbh && <Alert type="success" showIcon title={t('degree.apply.certificate', { number: file.xwzsbh })} />}
        {(reader === 'student' || onBehalf) && reason && !file.xwzsbh && <Alert type="info" showIcon title={reason} />}
        {record ? (
          <>
            <Flex wrap gap={8} align="center" justify="space-between">
              <Space wrap size={4}>
                <Typography.Text strong>{record.title}</Typography.Text>
                <DictTag dict={dictFields.Application.state} value={record.state} />
              </Space>
              {path && <Link to={path}>{t('degree.apply.viewDetail')}</Link>}
            </Flex>
            <div role="group" aria-label={t('application.steps')}>
              <ApplicationSteps application={record} />
            </div>
            <ApplicationHistory application={record} />
          </>
        ) : (
          !file.application && <Typography.Text type="secondary">{t('degree.apply.none')}</Typography.Text>
        )}
      </Space>
      <Drawer
        open={applying}
        title={onBehalf ? t('degree.apply.onBehalfOf', { name: file.student.xm }) : action}
        size={640}
        onClose={() => setApplying(false)}
        destroyOnHidden
      >
        <ApplicationForm
          kinds={own}
          initialKind={XWSQ}
          xykh={onBehalf ? file.student.xykh : undefined}
          onDone={() => {
            // The reader stays on the file: the application's steps and history show below once the file,
            // which names its latest application, is read again.
            setApplying(false);
            void refresh();
            void message.success(t('application.form.done'));
          }}
          onCancel={() => setApplying(false)}
        />
      </Drawer>
    </Card>
  );
}

/**
 * A student's degree file (getDegreeFile), as the student sees their own (my degree) and as the graduate
 * school, their college and their supervisor see it (/stuXwsqView): the student, whether each condition of
 * the degree holds, the thesis and its blind review, the defence, the flags and the degree application.
 */
export function DegreeFileView({ file, reader }: { file: DegreeFile; reader: FileReader }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t(reader === 'student' ? 'degree.file.mine' : 'degree.file.of', { name: file.student.xm })}
        extra={
          <Tag color={file.xwzsbh ? 'success' : file.eligible ? 'processing' : 'default'}>
            {t(file.xwzsbh ? 'degree.file.conferred' : file.eligible ? 'degree.file.eligible' : 'degree.file.notEligible')}
          </Tag>
        }
      >
        <DetailView<Student> row={file.student} items={studentItems} column={{ xs: 1, md: 2, xl: 4 }} />
      </Card>
      <Card title={t('degree.conditions')} role="region" aria-label={t('degree.conditions')}>
        <Conditions file={file} reader={reader} />
      </Card>
      <ThesisCard file={file} reader={reader} />
      <Card title={t('degree.defence.heading')} role="region" aria-label={t('degree.defence.heading')}>
        {file.defence ? <DefenceDetail defence={file.defence} /> : <Empty description={t('degree.defence.none')} />}
      </Card>
      {reader === 'staff' || file.flags.length > 0 ? <Flags file={file} /> : null}
      <ApplicationPart file={file} reader={reader} />
    </Space>
  );
}
