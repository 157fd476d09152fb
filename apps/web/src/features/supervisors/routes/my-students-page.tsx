import { dictFields } from '@gs/sdk/dict-fields';
import { Button, Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../stores/session.ts';
import { type OwnStudent, type OwnStudentQuery, useOwnStudents } from '../api/own-students.ts';
import { useSupervisorProfile } from '../api/profiles.ts';
import { ProfileSummary } from '../components/profile-summary.tsx';

import '../messages.ts';
import { paths } from '../../../config/paths.ts';

// The engine's to-do list (`todo=true`): the applications of the teacher's students waiting for them.
const TodoCard = lazy(() => import('../../../components/application/todo-card.tsx'));

type Filter = Pick<OwnStudentQuery, 'xm' | 'xykh' | 'xjzt' | 'pycc' | 'rxnj'>;
const dicts = dictFields.StudentFields;

const fields: readonly KitField<Filter>[] = [
  { name: 'xm', label: 'supervisors.student.xm', kind: 'text' },
  { name: 'xykh', label: 'supervisors.student.xykh', kind: 'text' },
  { name: 'xjzt', label: 'supervisors.student.xjzt', kind: 'dict', dict: dicts.xjzt },
  { name: 'pycc', label: 'supervisors.student.pycc', kind: 'dict', dict: dicts.pycc },
  { name: 'rxnj', label: 'supervisors.student.rxnj', kind: 'number', min: 1950, max: 2100, precision: 0 },
];

const columns: readonly KitColumn<OwnStudent>[] = [
  { key: 'xykh', title: 'supervisors.student.xykh', width: 120, fixed: 'left' },
  { key: 'xm', title: 'supervisors.student.xm', width: 100 },
  { key: 'xymc', title: 'supervisors.field.college', width: 190, visible: false },
  { key: 'zymc', title: 'supervisors.student.zymc', width: 170 },
  { key: 'pycc', title: 'supervisors.student.pycc', dict: dicts.pycc, tag: true, width: 110 },
  { key: 'rxnj', title: 'supervisors.student.rxnj', width: 90 },
  { key: 'sjhm', title: 'supervisors.field.sjhm', width: 120, visible: false },
  { key: 'xjzt', title: 'supervisors.student.xjzt', dict: dicts.xjzt, tag: true, state: true, width: 100 },
];

/** The supervisor call pages and filters but does not sort (SPEC 7 stuinfoByDsh/NotAuth). */
function useRows({ filter, current, size }: ListQuery<Filter, string>) {
  return useOwnStudents({ ...filter, current, size }, true);
}

/**
 * A supervisor's own students (ds/wdxs/index, /ds/wdxs; SPEC 7 stuinfoByDsh/NotAuth): their profile on
 * top (kind, this year's quota taken and left, directions), what waits for their decision, then their
 * students, each opening the student's record. Accounts without a staff number are no supervisors.
 */
export default function MyStudentsPage() {
  const t = useT();
  const navigate = useNavigate();
  const gh = useSession((s) => s.info?.user.gh);
  const profile = useSupervisorProfile(gh);
  if (!gh) return <Result status="info" title={t('supervisors.mine.none')} />;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card
            title={t('supervisors.mine.profile')}
            extra={
              <Button type="link" onClick={() => navigate(paths.supervisorProfile(gh))}>
                {t('supervisors.mine.fullProfile')}
              </Button>
            }
          >
            <section aria-label={t('supervisors.mine.profile')}>{profile.data ? <ProfileSummary profile={profile.data} /> : <Skeleton active />}</section>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Suspense fallback={<Skeleton active />}>
            <TodoCard />
          </Suspense>
        </Col>
      </Row>
      <ListPage<OwnStudent, Filter>
        search={{ name: 'wdxs-search', title: 'supervisors.search.students', fields }}
        useRows={useRows}
        title={(total) => t('supervisors.mine.title', { total })}
        table={{
          label: 'supervisors.detail.studentsTable',
          rowKey: 'id',
          columns,
          storageKey: 'gs-wdxs-columns',
          sortable: false,
          actionsWidth: 80,
          actions: (student) => (
            <RowAction onClick={() => navigate(paths.studentDetails(student))} aria-label={t('supervisors.student.viewOf', { name: student.xm })}>
              {t('supervisors.view')}
            </RowAction>
          ),
        }}
      />
    </Space>
  );
}
