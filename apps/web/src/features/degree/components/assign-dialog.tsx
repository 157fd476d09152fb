import { assignable } from '@gs/sdk/rules/degree';
import { Alert, App, Checkbox, Empty, Flex, Input, List, Skeleton, Tag, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import { RefusalAlert, useRefusal } from '../../../components/page-kit/refusal.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useDegreeTeachers } from '../api/degree.ts';
import type { DegreeTeacher, ThesisRow } from '../api/keys.ts';
import { useAssignReviewers } from '../api/theses.ts';
import { SHOWN_TEACHERS, shownTeachers } from './teacher-list.ts';
import '../messages.ts';

/**
 * How many reviewers this assignment takes: the number still needed at least (2 when the round has none yet),
 * at most what the server's rule lets be assigned now (a third at the first assignment of a round).
 */
export function reviewerCount(row: Pick<ThesisRow, 'needed' | 'reviewers'>): { min: number; max: number } {
  return { min: row.needed, max: assignable(row.needed, row.reviewers.length === 0) };
}

function Candidate({ teacher }: { teacher: DegreeTeacher }) {
  const t = useT();
  const load = t('degree.assign.load', {
    open: teacher.openReviews,
    done: teacher.finishedReviews,
    days: teacher.avgDays === null ? t('degree.assign.noDays') : t('degree.assign.days', { days: teacher.avgDays }),
  });
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex wrap gap={6} align="center">
        <Typography.Text strong>{teacher.xm}</Typography.Text>
        <Typography.Text type="secondary">{teacher.gh}</Typography.Text>
        {teacher.xymc && <Tag>{teacher.xymc}</Tag>}
        {teacher.excluded && <Tag color="error">{teacher.excludedText ?? t(`degree.exclusion.${teacher.excluded}`)}</Tag>}
      </Flex>
      <Typography.Text type="secondary">{load}</Typography.Text>
    </Flex>
  );
}

/**
 * 分配评阅人 (assignReviewers): the teachers of listDegreeTeachers with their open reviews and average days; the
 * student's supervisor, a reviewer of the thesis and one who declared a conflict are shown but cannot be ticked,
 * with the reason.
 */
export function AssignDialog({ row, onClose }: { row: ThesisRow; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<DegreeTeacher[]>([]);
  const picked = chosen.map((teacher) => teacher.gh);
  const teachers = useDegreeTeachers(row.xykh, useDeferredValue(keyword));
  const assign = useAssignReviewers();
  const { refusal, failed, clear } = useRefusal();
  const { min, max } = reviewerCount(row);
  const enough = picked.length >= min && picked.length <= max;
  const rule = min === max ? t('degree.assign.exactly', { count: min }) : t('degree.assign.between', { min, max });

  const send = async () => {
    clear();
    try {
      await assign.mutateAsync({ params: { path: { thesisId: row.id } }, body: { reviewers: picked } });
      message.success(t('degree.assign.done', { count: picked.length }));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog
      open
      width={720}
      title={t('degree.assign.title', { code: row.code })}
      okText={t('degree.assign.ok', { count: picked.length })}
      okButtonProps={{ disabled: !enough }}
      cancelText={t('common.cancel')}
      confirmLoading={assign.isPending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <RefusalAlert refusal={refusal} />
      <Alert type="info" showIcon title={rule} style={{ marginBottom: 12 }} />
      <Input.Search
        aria-label={t('degree.assign.search')}
        placeholder={t('degree.assign.searchHint')}
        allowClear
        maxLength={50}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      {teachers.data === undefined ? (
        <Skeleton active />
      ) : teachers.data.length === 0 && chosen.length === 0 ? (
        <Empty description={t('degree.assign.noTeachers')} />
      ) : (
        <Checkbox.Group
          value={picked}
          onChange={(values) => {
            const ids = new Set(values.map(String));
            const known = [...chosen, ...(teachers.data ?? [])];
            setChosen([...ids].flatMap((gh) => known.find((teacher) => teacher.gh === gh) ?? []));
          }}
          style={{ display: 'block' }}
          role="group"
          aria-label={t('degree.assign.candidates')}
        >
          <List<DegreeTeacher>
            size="small"
            bordered
            style={{ maxHeight: 420, overflowY: 'auto' }}
            dataSource={shownTeachers(teachers.data, chosen)}
            footer={
              teachers.data.length > SHOWN_TEACHERS ? (
                <Typography.Text type="secondary">{t('degree.assign.more', { shown: SHOWN_TEACHERS, total: teachers.data.length })}</Typography.Text>
              ) : undefined
            }
            renderItem={(teacher) => {
              const full = picked.length >= max && !picked.includes(teacher.gh);
              return (
                <List.Item>
                  <Checkbox value={teacher.gh} disabled={teacher.excluded !== null || full} aria-label={teacher.xm}>
                    <Candidate teacher={teacher} />
                  </Checkbox>
                </List.Item>
              );
            }}
          />
        </Checkbox.Group>
      )}
    </Dialog>
  );
}
