import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { creditProblems, offeredCredits, plannedCredits, requiredCredits } from '@gs/sdk/rules/plan';
import { Alert, App, Button, Card, Flex, Input, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { Plan, PlanProblem } from '../api/keys.ts';
import { useCheckPlan, useUpdatePlan } from '../api/plans.ts';
import { CoursePicker, useCourseName } from './course-picker.tsx';
import { degreeLabel } from './degree.ts';
import '../messages.ts';
import './plans.css';

/** A course of a group as the editor holds it: what the server answered, the flags as edited. */
interface DraftCourse {
  courseId: string;
  kcdm: string;
  kcmc: string;
  kcmcEn: string | null;
  xf: number;
  required: boolean;
  term: number | null;
}

interface DraftGroup {
  /** The group's id (kept across edits: the audit reads it); a new group has none until saved. */
  id?: string;
  /** A key for React that a new group has too. */
  key: string;
  name: string;
  minCredits: number;
  minGrade: number | null;
  courses: DraftCourse[];
}

const draftOf = (plan: Plan): DraftGroup[] =>
  plan.groups.map((g) => ({ id: g.id, key: g.id, name: g.name, minCredits: g.minCredits, minGrade: g.minGrade, courses: g.courses.map((c) => ({ ...c })) }));

const TERMS = [1, 2, 3, 4, 5, 6];
let newKeys = 0;

/**
 * The plan editor: the total, then each group as a card (name, minimum credits, minimum grade, its
 * courses with the required switch and the suggested term, a course picker showing credits). The sums of
 * each group and of the plan follow every change (`@gs/sdk/rules/plan`, the rule the server applies); a
 * save the server refuses shows its reasons next to the group each names, from the check operation.
 */
export function PlanEditor({ plan }: { plan: Plan }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const nameOf = useCourseName();
  const update = useUpdatePlan();
  const check = useCheckPlan();
  const [groups, setGroups] = useState<DraftGroup[]>(() => draftOf(plan));
  const [total, setTotal] = useState(plan.minCredits);
  const [problems, setProblems] = useState<PlanProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (index: number, next: Partial<DraftGroup>) => setGroups((all) => all.map((g, i) => (i === index ? { ...g, ...next } : g)));
  const changeCourse = (index: number, courseId: string, next: Partial<DraftCourse>) =>
    change(index, { courses: groups[index]!.courses.map((c) => (c.courseId === courseId ? { ...c, ...next } : c)) });
  const taken = new Set(groups.flatMap((g) => g.courses.map((c) => c.courseId)));
  const body = {
    minCredits: total,
    groups: groups.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      name: g.name,
      minCredits: g.minCredits,
      minGrade: g.minGrade,
      courses: g.courses.map((c) => ({ courseId: c.courseId, required: c.required, term: c.term })),
    })),
  };
  // The live preview: the same credit rule the server refuses a save with.
  const preview = creditProblems(total, groups);
  const offered = plannedCredits(groups);
  const minimums = groups.reduce((sum, g) => sum + g.minCredits, 0);

  const save = async () => {
    setProblems([]);
    setRefusal(null);
    try {
      const saved = await update.mutateAsync({ params: { path: { id: plan.id } }, body });
      setGroups(draftOf(saved));
      void message.success(t('plans.editor.saved'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      // Where the refusal is about the rules, the check says which group each reason names.
      const found = await check.mutateAsync({ body }).catch(() => undefined);
      if (found) setProblems(found.problems);
    }
  };

  const title = t('plans.planName', { major: plan.zymc, nj: plan.nj });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className="gs-plan-editor">
      <Card
        title={t('plans.editor.title', { name: title })}
        extra={
          <Space wrap>
            <Button onClick={() => navigate(paths.plans)}>{t('plans.editor.back')}</Button>
            <Button onClick={() => navigate(paths.planView(plan.id))}>{t('plans.view')}</Button>
            <Button type="primary" loading={update.isPending} onClick={() => void save()}>
              {t('plans.editor.save')}
            </Button>
          </Space>
        }
      >
        <Flex wrap gap={16} align="center">
          <Typography.Text>
            {plan.xymc} · {t(degreeLabel(plan.degree))}
          </Typography.Text>
          <label>
            {t('plans.editor.total')}{' '}
            <InputNumber aria-label={t('plans.editor.total')} min={0} max={200} step={0.5} value={total} onChange={(v) => setTotal(v ?? 0)} />
          </label>
          <Typography.Text type={offered < total ? 'danger' : 'secondary'}>{t('plans.editor.totals', { offered, min: minimums })}</Typography.Text>
        </Flex>
        {refusal && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            message={`${t('plans.editor.refused')}${refusal}`}
            description={
              problems.some((p) => p.groupIndex === null)
                ? problems
                    .filter((p) => p.groupIndex === null)
                    .map((p) => p.message)
                    .join('; ')
                : undefined
            }
          />
        )}
      </Card>
      {groups.map((group, index) => {
        const groupOffered = offeredCredits(group);
        const short = group.minCredits - groupOffered;
        const mine = problems.filter((p) => p.groupIndex === index);
        const previewShort = preview.some((p) => p.index === index);
        return (
          <section key={group.key} aria-label={group.name}>
            <Card
              size="small"
              title={
                <Input
                  aria-label={t('plans.editor.group')}
                  value={group.name}
                  maxLength={50}
                  onChange={(e) => change(index, { name: e.target.value })}
                  style={{ maxWidth: 280 }}
                />
              }
              extra={
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('plans.editor.removeGroup')} ${group.name}`}
                  onClick={() => setGroups((all) => all.filter((_, i) => i !== index))}
                />
              }
            >
              <Space orientation="vertical" size={8} style={{ width: '100%' }}>
                <Flex wrap gap={16} align="center">
                  <label>
                    {t('plans.editor.groupMin')}{' '}
                    <InputNumber
                      aria-label={t('plans.editor.groupMin')}
                      min={0}
                      max={100}
                      step={0.5}
                      value={group.minCredits}
                      onChange={(v) => change(index, { minCredits: v ?? 0 })}
                    />
                  </label>
                  <label>
                    {t('plans.editor.groupGrade')}{' '}
                    <InputNumber
                      aria-label={t('plans.editor.groupGrade')}
                      min={0}
                      max={100}
                      placeholder={t('plans.editor.groupGradeNone')}
                      value={group.minGrade}
                      onChange={(v) => change(index, { minGrade: v ?? null })}
                    />
                  </label>
                  <Typography.Text type={previewShort ? 'danger' : 'secondary'}>
                    {t('plans.editor.sums', { offered: groupOffered, required: requiredCredits(group), min: group.minCredits })}
                    {short > 0 && ` · ${t('plans.editor.short', { missing: short })}`}
                  </Typography.Text>
                </Flex>
                {mine.length > 0 && <Alert type="error" showIcon role="alert" message={mine.map((p) => p.message).join('; ')} />}
                <Table<DraftCourse>
                  size="small"
                  rowKey="courseId"
                  pagination={false}
                  scroll={{ x: 560 }}
                  dataSource={group.courses}
                  columns={[
                    { key: 'course', title: t('plans.editor.course'), render: (_, c) => `${c.kcdm} ${nameOf(c)}` },
                    { key: 'xf', title: t('plans.editor.credits'), dataIndex: 'xf', width: 70, align: 'right' },
                    {
                      key: 'required',
                      title: t('plans.editor.required'),
                      width: 80,
                      render: (_, c) => (
                        <Switch
                          size="small"
                          aria-label={`${t('plans.editor.required')} ${c.kcdm}`}
                          checked={c.required}
                          onChange={(required) => changeCourse(index, c.courseId, { required })}
                        />
                      ),
                    },
                    {
                      key: 'term',
                      title: t('plans.editor.term'),
                      width: 130,
                      render: (_, c) => (
                        <Select<number | null>
                          size="small"
                          aria-label={`${t('plans.editor.term')} ${c.kcdm}`}
                          value={c.term}
                          style={{ width: 110 }}
                          options={[
                            { value: null, label: t('plans.editor.termAny') },
                            ...TERMS.map((n) => ({ value: n, label: t('plans.editor.termN', { n }) })),
                          ]}
                          onChange={(term) => changeCourse(index, c.courseId, { term })}
                        />
                      ),
                    },
                    {
                      key: 'remove',
                      title: '',
                      width: 60,
                      render: (_, c) => (
                        <Button
                          size="small"
                          type="link"
                          danger
                          aria-label={t('plans.editor.removeOf', { name: c.kcdm })}
                          onClick={() => change(index, { courses: group.courses.filter((x) => x.courseId !== c.courseId) })}
                        >
                          {t('plans.editor.remove')}
                        </Button>
                      ),
                    },
                  ]}
                />
                <CoursePicker
                  label={`${t('plans.editor.addCourse')} ${group.name}`}
                  taken={taken}
                  onPick={(c) =>
                    change(index, {
                      courses: [
                        ...group.courses,
                        { courseId: c.id, kcdm: c.kcdm, kcmc: c.kcmc, kcmcEn: c.kcmcEn ?? null, xf: c.xf, required: false, term: null },
                      ],
                    })
                  }
                />
              </Space>
            </Card>
          </section>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          setGroups((all) => [...all, { key: `new-${(newKeys += 1)}`, name: t('plans.editor.newGroup'), minCredits: 0, minGrade: null, courses: [] }])
        }
      >
        {t('plans.editor.addGroup')}
      </Button>
    </Space>
  );
}
