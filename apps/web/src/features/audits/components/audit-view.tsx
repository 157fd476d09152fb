import { isApiError } from '@gs/sdk/errors';
import { Alert, App, Button, Card, Descriptions, Flex, Popconfirm, Progress, Result, Select, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../components/permission.tsx';
import { paths } from '../../../config/paths.ts';
import { type MessageKey, useLanguage, useT } from '../../../i18n/i18n.ts';
import { useDegreeAudit, useDeleteAuditException } from '../api/audits.ts';
import type { AuditCourse, AuditException, AuditGroup, AuditPlanOption, AuditStatus, AuditUncounted, DegreeAudit } from '../api/keys.ts';
import { useCourseText } from './course-text.ts';
import { ExceptionDialog } from './exception-dialog.tsx';
import './audits.css';
import '../messages.ts';

const STATUS_COLOR: Record<AuditStatus, string> = { met: 'success', 'in-progress': 'processing', unmet: 'error' };
const COURSE_COLOR: Record<AuditCourse['state'], string> = {
  passed: 'success',
  'in-progress': 'processing',
  needed: 'default',
  waived: 'purple',
  substituted: 'cyan',
};

const percent = (part: number, whole: number) => (whole <= 0 ? 100 : Math.min(100, Math.round((part / whole) * 100)));

function StatusTag({ status }: { status: AuditStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLOR[status]}>{t(`audits.status.${status}` as MessageKey)}</Tag>;
}

function usePlanName() {
  const t = useT();
  return (plan: AuditPlanOption) =>
    t('audits.planName', { major: plan.zymc, nj: plan.nj, degree: t(`audits.degree.${plan.degree}` as MessageKey), min: plan.minCredits });
}

/** What an exception does, in words: its courses named as the audit's lines name them (in English too). */
function useExceptionText(audit: DegreeAudit) {
  const t = useT();
  const courseText = useCourseText();
  const lines = [...audit.groups.flatMap((g) => g.courses), ...audit.notCounted];
  const name = (id: string | null, fallback: string | null) => {
    const line = id === null ? undefined : lines.find((l) => l.courseId === id);
    return line ? courseText(line) : (fallback ?? '');
  };
  return (e: AuditException) => {
    if (e.kind === 'substitute')
      return t('audits.exception.substitute', { course: name(e.courseId, e.courseName), target: name(e.substituteFor, e.substituteForName) });
    return e.courseId ? t('audits.exception.waiveCourse', { course: name(e.courseId, e.courseName) }) : t('audits.exception.waiveGroup');
  };
}

function ExceptionNote({ exception, audit }: { exception: AuditException; audit: DegreeAudit }) {
  const t = useT();
  const { message } = App.useApp();
  const remove = useDeleteAuditException();
  const what = useExceptionText(audit)(exception);
  const xykh = audit.student.xykh;
  const editable = audit.mayEditExceptions;
  return (
    <Alert
      type="info"
      showIcon
      title={what}
      description={
        <>
          <div>{t('audits.exception.reason', { reason: exception.reason })}</div>
          <Typography.Text type="secondary">{t('audits.exception.by', { name: exception.byName, at: exception.at.slice(0, 16) })}</Typography.Text>
        </>
      }
      action={
        editable ? (
          <Popconfirm
            title={t('audits.exception.removeTitle')}
            onConfirm={() =>
              remove
                .mutateAsync({ params: { path: { xykh, id: exception.id } } })
                .then(() => void message.success(t('audits.exception.removed')))
                .catch(() => undefined)
            }
          >
            <Button size="small" danger aria-label={t('audits.exception.removeOf', { what })}>
              {t('audits.exception.remove')}
            </Button>
          </Popconfirm>
        ) : undefined
      }
    />
  );
}

function CourseLine({ course }: { course: AuditCourse }) {
  const t = useT();
  const courseText = useCourseText();
  let when: string | null = null;
  if (course.term && course.state === 'passed') when = t('audits.course.taken', { term: course.term, points: course.points ?? '—' });
  else if (course.term && course.state === 'in-progress') when = t('audits.course.takenNow', { term: course.term });
  else if (course.suggestedTerm && course.state === 'needed') when = t('audits.course.term', { n: course.suggestedTerm });
  return (
    <li className="gs-audit-line">
      <Tag color={COURSE_COLOR[course.state]}>{t(`audits.course.state.${course.state}` as MessageKey)}</Tag>
      <span className="gs-audit-line-name">{courseText(course)}</span>
      {course.required && <Tag>{t('audits.course.required')}</Tag>}
      <Typography.Text type="secondary">{t('audits.course.credits', { n: course.xf })}</Typography.Text>
      {when && <Typography.Text type="secondary">{when}</Typography.Text>}
      {course.via && <Typography.Text type="secondary">{t('audits.course.via', { course: course.via })}</Typography.Text>}
    </li>
  );
}

/** What a group still needs, in the words of issue 23 (还差 2 学分，可选：A、B / still 2 credits from: A, B). */
function useNeeds() {
  const t = useT();
  const language = useLanguage();
  const courseText = useCourseText();
  const join = (names: string[]) => names.join(language === 'en' ? ', ' : '、');
  return (group: AuditGroup): string[] => {
    const lines: string[] = [];
    if (group.missing.length > 0) lines.push(t('audits.need.required', { courses: join(group.missing.map(courseText)) }));
    const beyond = Math.round((group.short - group.missing.reduce((n, m) => n + m.xf, 0)) * 10) / 10;
    if (beyond > 0)
      lines.push(
        group.options.length > 0
          ? t('audits.need.creditsFrom', { credits: beyond, courses: join(group.options.map(courseText)) })
          : t('audits.need.credits', { credits: beyond }),
      );
    return lines;
  };
}

function GroupBlock({ audit, group, onException }: { audit: DegreeAudit; group: AuditGroup; onException: (group: AuditGroup) => void }) {
  const t = useT();
  const language = useLanguage();
  const needs = useNeeds()(group);
  const name = language === 'en' && group.nameEn ? group.nameEn : group.name;
  return (
    <Card
      size="small"
      role="region"
      aria-label={name}
      title={
        <Flex gap={8} wrap align="center">
          <span>{name}</span>
          <StatusTag status={group.status} />
        </Flex>
      }
      extra={
        audit.mayEditExceptions ? (
          <Button size="small" onClick={() => onException(group)} aria-label={t('audits.exception.addIn', { group: name })}>
            {t('audits.exception.add')}
          </Button>
        ) : undefined
      }
    >
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('audits.group.min', { min: group.minCredits })}
          {group.minGrade !== null && ` · ${t('audits.group.minGrade', { grade: group.minGrade })}`}
        </Typography.Text>
        <Progress
          percent={group.waived ? 100 : percent(group.earned + group.inProgress, group.minCredits)}
          success={{ percent: group.waived ? 100 : percent(group.earned, group.minCredits) }}
          format={() => `${group.earned}/${group.minCredits}`}
          aria-label={t('audits.group.progress', { earned: group.earned, inProgress: group.inProgress, min: group.minCredits })}
        />
        <Typography.Text>{t('audits.group.progress', { earned: group.earned, inProgress: group.inProgress, min: group.minCredits })}</Typography.Text>
        {group.waived && <Alert type="success" showIcon title={t('audits.group.waived')} />}
        {group.status === 'in-progress' && <Alert type="info" showIcon title={t('audits.group.pending')} />}
        {needs.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={needs.map((line) => (
              <div key={line}>{line}</div>
            ))}
          />
        )}
        <ul className="gs-audit-lines">
          {group.courses.map((course) => (
            <CourseLine key={course.courseId} course={course} />
          ))}
        </ul>
        {group.exceptions.map((e) => (
          <ExceptionNote key={e.id} exception={e} audit={audit} />
        ))}
      </Space>
    </Card>
  );
}

function NotCounted({ lines }: { lines: AuditUncounted[] }) {
  const t = useT();
  const language = useLanguage();
  const courseText = useCourseText();
  const reason = (line: AuditUncounted) =>
    t(`audits.notCounted.reason.${line.reason}` as MessageKey, {
      group: (language === 'en' ? line.groupNameEn : null) ?? line.groupName ?? '',
      grade: line.minGrade ?? '',
    });
  return (
    <Card size="small" role="region" aria-label={t('audits.notCounted.title', { n: lines.length })} title={t('audits.notCounted.title', { n: lines.length })}>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">{t('audits.notCounted.none')}</Typography.Text>
      ) : (
        <ul className="gs-audit-lines">
          {lines.map((line) => (
            <li key={`${line.kcdm}-${line.term}`} className="gs-audit-line">
              <span className="gs-audit-line-name">{courseText(line)}</span>
              <Typography.Text type="secondary">
                {t('audits.course.credits', { n: line.xf })} · {line.term} · {line.points ?? '—'}
              </Typography.Text>
              <Tag color="orange">{reason(line)}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * A student's degree audit (our model after DegreeWorks, issue 23 §1): the summary with the credits and terms
 * left, a block per course group of the plan (met, in progress, unmet, with what is still needed and the
 * exceptions), the courses that do not count and why; a what-if audit against another plan, marked as such;
 * the graduate school records and removes exceptions. Everything it shows is the server's answer.
 */
export function AuditView({ xykh }: { xykh: string }) {
  const t = useT();
  const { can } = useAccess();
  const planName = usePlanName();
  const [whatIf, setWhatIf] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<AuditGroup | null>(null);
  const query = useDegreeAudit(xykh, whatIf);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!query.data) {
    // The server's refusal says why (another student's audit, a student outside the caller's reach).
    const refused = isApiError(query.error) && query.error.status === 403;
    return <Result status={refused ? '403' : '404'} title={refused ? query.error.message : t('audits.notFound')} />;
  }
  const audit = query.data;
  const { student, totals } = audit;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className="gs-audit">
      <Card
        title={<span className="gs-audit-title">{t('audits.title', { name: student.xm, xykh: student.xykh })}</span>}
        extra={audit.plan && can(['pkgl:pyfa:list']) ? <Link to={paths.planView(audit.plan.id)}>{t('audits.viewPlan')}</Link> : undefined}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('audits.field.college')}>{student.xymc}</Descriptions.Item>
          <Descriptions.Item label={t('audits.field.major')}>{student.zymc}</Descriptions.Item>
          <Descriptions.Item label={t('audits.field.cohort')}>{student.rxnj}</Descriptions.Item>
          <Descriptions.Item label={t('audits.field.plan')}>{audit.plan ? planName(audit.plan) : '—'}</Descriptions.Item>
        </Descriptions>
        <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
          <Typography.Text strong>{t('audits.whatIf.label')}</Typography.Text>
          <Select
            aria-label={t('audits.whatIf.label')}
            className="gs-audit-what-if"
            value={whatIf}
            onChange={(value: string | undefined) => setWhatIf(value === audit.ownPlanId ? undefined : value)}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('audits.whatIf.placeholder')}
            options={audit.whatIfPlans.map((plan) => ({ value: plan.id, label: planName(plan) }))}
          />
        </Flex>
      </Card>
      {audit.hypothetical && audit.plan && (
        <Alert
          type="warning"
          showIcon
          banner
          role="alert"
          title={t('audits.whatIf.banner', { plan: planName(audit.plan) })}
          action={
            <Button size="small" onClick={() => setWhatIf(undefined)}>
              {t('audits.whatIf.back')}
            </Button>
          }
        />
      )}
      {!audit.plan ? (
        <Result status="info" title={t('audits.noPlan')} />
      ) : (
        <>
          <Card
            size="small"
            role="region"
            aria-label={t('audits.summary')}
            title={
              <Flex gap={8} wrap align="center">
                <span>{t('audits.summary')}</span>
                <StatusTag status={audit.status} />
              </Flex>
            }
          >
            <Progress
              percent={percent(totals.earned + totals.inProgress, totals.required)}
              success={{ percent: percent(totals.earned, totals.required) }}
              format={() => `${totals.earned}/${totals.required}`}
              aria-label={t('audits.summary.credits', totals)}
            />
            <Flex gap={16} wrap>
              <Typography.Text>{t('audits.summary.credits', totals)}</Typography.Text>
              <Typography.Text strong>
                {totals.left > 0
                  ? t('audits.summary.left', { left: totals.left })
                  : audit.status === 'met'
                    ? t('audits.summary.done')
                    : t('audits.summary.pending')}
              </Typography.Text>
              {totals.left > 0 && (
                <Tooltip title={t('audits.summary.termsHow')}>
                  <Typography.Text>{t('audits.summary.terms', { n: audit.termsLeft, semester: audit.semester })}</Typography.Text>
                </Tooltip>
              )}
            </Flex>
          </Card>
          <div className="gs-audit-groups">
            {audit.groups.map((group) => (
              <GroupBlock key={group.id} audit={audit} group={group} onException={setDialog} />
            ))}
          </div>
          <NotCounted lines={audit.notCounted} />
        </>
      )}
      {audit.mayEditExceptions && <ExceptionDialog audit={audit} group={dialog} onClose={() => setDialog(null)} />}
    </Space>
  );
}
