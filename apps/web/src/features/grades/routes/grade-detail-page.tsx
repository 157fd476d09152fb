import { EditOutlined, SendOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DetailView, type DetailItem } from '../../../components/page-kit/detail-view.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import type { Language } from '../../../config/settings.ts';
import { useGrade } from '../api/grades.ts';
import { type GradeSheet, useGradeSheet } from '../api/sheets.ts';
import type { GradeRecord } from '../api/keys.ts';
import { MAY_MAINTAIN } from '../components/access.ts';
import { CorrectDialog } from '../components/correct-dialog.tsx';
import { GradeHistory } from '../components/grade-history.tsx';
import { courseName, markText, stateLabel } from '../components/marks.ts';
import { ReleaseDialog } from '../components/release-dialog.tsx';
import { UnlockDialog } from '../components/unlock-dialog.tsx';
import '../messages.ts';

const items = (t: Translate, language: Language): readonly DetailItem<GradeRecord>[] => [
  { key: 'xykh', label: 'grades.field.student', render: (g) => `${g.xm}${t('common.paren', { text: g.xykh })}` },
  { key: 'xymc', label: 'grades.field.xymc' },
  { key: 'term', label: 'grades.field.term' },
  { key: 'kcdm', label: 'grades.field.course', render: (g) => `${g.kcdm} ${courseName(language, g)}` },
  { key: 'xf', label: 'grades.field.xf' },
  { key: 'scale', label: 'grades.field.scale', render: (g) => t(g.scale === 'level' ? 'grades.scale.level' : 'grades.scale.score') },
  { key: 'score', label: 'grades.field.mark', render: (g) => markText(t, g, t('grades.mark.none')) },
  { key: 'points', label: 'grades.field.points' },
  { key: 'state', label: 'grades.field.state', render: (g) => t(stateLabel(g.state)) },
  { key: 'released', label: 'grades.field.released', render: (g) => t(g.released ? 'grades.released.yes' : 'grades.released.no') },
  { key: 'updatedBy', label: 'grades.field.updatedBy' },
  { key: 'updatedAt', label: 'grades.field.updatedAt' },
];

const sheetItems = (t: Translate): readonly DetailItem<GradeSheet>[] => [
  { key: 'offering', label: 'grades.field.teachers', render: (s) => s.offering.teachers.map((teacher) => teacher.xm).join(t('common.listSep')) || '-' },
  { key: 'rows', label: 'grades.detail.enrolled', render: (s) => String(s.offering.enrolled) },
  { key: 'state', label: 'grades.field.state', render: (s) => t(stateLabel(s.state)) },
  {
    key: 'submittedAt',
    label: 'grades.detail.submitted',
    render: (s) => (s.submittedAt ? `${s.submittedByName ?? ''} ${s.submittedAt}`.trim() : '-'),
  },
  { key: 'releaseAt', label: 'grades.field.releaseAt', render: (s) => s.releaseAt ?? t('grades.release.notSet') },
];

/** The grade's sheet (its offering's teachers, submission and release), as the sheet-level actions change it. */
function SheetSection({ offeringId }: { offeringId: string }) {
  const t = useT();
  const sheet = useGradeSheet(offeringId);
  if (!sheet.data) return sheet.isError ? null : <Skeleton active paragraph={{ rows: 2 }} />;
  return <DetailView<GradeSheet> row={sheet.data} items={sheetItems(t)} column={{ xs: 1, md: 2, xl: 3 }} title={t('grades.detail.sheet')} />;
}

/**
 * 成绩明细 (cjgl/whcjgl/detail, /whcjgl/indexCjmx?id=<gradeId>): one grade with its course, term and
 * student, its sheet (teachers, submission, release), and its whole history (old and new value, who, when, how, why). Staff correct it, unlock its
 * sheet and set the sheet's release from here as from the list.
 */
export default function GradeDetailPage() {
  const t = useT();
  const language = useLanguage();
  const { can } = useAccess();
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useGrade(id);
  const [dialog, setDialog] = useState<'correct' | 'unlock' | 'release' | undefined>(undefined);
  const close = () => setDialog(undefined);

  if (!id) return <Result status="warning" title={t('grades.detail.missing')} />;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!detail.data) return <Result status="404" title={t('grades.detail.notFound')} />;
  const { grade, history } = detail.data;
  const mayEdit = can(MAY_MAINTAIN);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {/* The actions open the card's body, not its head: beside a long title a phone would cut one or the other. */}
      <Card title={t('grades.detail.title', { name: grade.xm, course: courseName(language, grade) })}>
        {mayEdit && (
          <Space wrap style={{ marginBottom: 16 }}>
            <Button type="primary" icon={<EditOutlined />} onClick={() => setDialog('correct')}>
              {t('grades.action.correct')}
            </Button>
            {/* A draft is the teacher's still: nothing to unlock, nothing to release. */}
            {grade.state === 'submitted' && (
              <>
                <Button icon={<UnlockOutlined />} onClick={() => setDialog('unlock')}>
                  {t('grades.action.unlock')}
                </Button>
                <Button icon={<SendOutlined />} onClick={() => setDialog('release')}>
                  {t('grades.action.release')}
                </Button>
              </>
            )}
          </Space>
        )}
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <DetailView<GradeRecord> row={grade} items={items(t, language)} column={{ xs: 1, md: 2, xl: 3 }} />
          <SheetSection offeringId={grade.offeringId} />
        </Space>
      </Card>
      <Card title={t('grades.detail.history')}>
        <GradeHistory history={history} />
      </Card>
      <CorrectDialog grade={dialog === 'correct' ? grade : undefined} onClose={close} />
      <UnlockDialog sheet={dialog === 'unlock' ? grade : undefined} onClose={close} />
      <ReleaseDialog sheet={dialog === 'release' ? grade : undefined} onClose={close} />
    </Space>
  );
}
