import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useStudent } from '../api/get-student.ts';
import { ApprovalHistory } from '../../../components/approval/approval-history.tsx';
import { StudentPhoto, StudentPhotos } from '../components/student-photos.tsx';
import { StudentProfile } from '../components/student-profile.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import '../messages.ts';
import '../../../i18n/messages/approval-dialog.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The student detail page (hidden route /stuDetails?id=&xykh=, SPEC 2): every field with dictionary
 * labels, the photos, the approval history, and the certificates for staff.
 */
export default function DetailsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const xykh = params.get('xykh');
  const { can } = useAccess();
  const student = useStudent({ id, xykh });
  const { run, busy } = useDownload();

  if (!id && !xykh) return <Result status="warning" title={t('students.details.missing')} />;
  if (student.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!student.data) return <Result status="404" title={t('students.details.notFound')} />;
  const record = student.data;
  const canExport = can(['xj:stuinfo:export']);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('students.details.title', { name: record.xm, xykh: record.xykh })}
        extra={
          <Space wrap>
            {can(['xj:stuinfo:edit']) && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(paths.studentEdit(record.id))}>
                {t('students.action.edit')}
              </Button>
            )}
            {canExport && (
              <Button
                icon={<FilePdfOutlined />}
                loading={busy === 'xjzm'}
                onClick={() => void run('xjzm', t('students.details.certificate'), '/cloud-xj/api/xj/xjxx/getStu/getStuXjzm', { query: { xykh: record.xykh } })}
              >
                {t('students.details.certificate')}
              </Button>
            )}
            {canExport && (
              <Button
                icon={<FilePdfOutlined />}
                loading={busy === 'auth'}
                onClick={() => void run('auth', t('students.details.authReport'), '/cloud-xj/api/xj/xjxx/getStu/getStuAuth', { query: { xykh: record.xykh } })}
              >
                {t('students.details.authReport')}
              </Button>
            )}
          </Space>
        }
      >
        <Row gutter={[16, 16]} wrap={false}>
          <Col flex="160px">
            <StudentPhoto xykh={record.xykh} />
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <StudentProfile student={record} column={{ xs: 1, md: 2, xl: 3 }} />
          </Col>
        </Row>
      </Card>
      <Card title={t('students.photo.title')}>
        <StudentPhotos xykh={record.xykh} />
      </Card>
      {can(['approval:list']) && (
        <Card title={t('approvals.history')}>
          <ApprovalHistory coreKey={record.id} />
        </Card>
      )}
    </Space>
  );
}
