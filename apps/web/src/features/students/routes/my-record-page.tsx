import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { studentKeys } from '@gs/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Result, Row, Skeleton, Space, Upload } from 'antd';
import { useState } from 'react';
import { settings } from '../../../config/settings.ts';
import { useT } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { useOwnStudent } from '../api/get-student.ts';
import { RegistrationCards } from '../components/registration-cards.tsx';
import { StudentPhoto, StudentPhotos } from '../components/student-photos.tsx';
import { StudentProfile } from '../components/student-profile.tsx';
import { useDownload } from '../components/use-download.tsx';
import '../../../i18n/messages/students.ts';

const photoTypes = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

/**
 * A student's own record (xj/my/index, SPEC 7 stuinfoByStu/NotAuth): the record with dictionary labels,
 * the photos, registration, the enrolment certificate (stuinfoByStu/xjzm) and a new photo
 * (stu/updateAvatar, at most 5 MB, SPEC 9).
 */
export default function MyRecordPage() {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const own = useOwnStudent();
  const { run, busy } = useDownload();
  const [uploading, setUploading] = useState(false);
  const maxMb = settings.upload.maxSizeMb;

  const uploadPhoto = async (file: File) => {
    setUploading(true);
    try {
      await api.upload({ file, url: '/cloud-xj/api/xj/xjxx/stu/updateAvatar' });
      message.success(t('students.my.photoUpdated'));
      // The header avatar reads the same photo query (SPEC 1).
      await client.invalidateQueries({ queryKey: studentKeys.all });
    } catch {
      // Shown by the client.
    } finally {
      setUploading(false);
    }
  };

  if (own.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!own.data) return <Result status="404" title={t('students.details.notFound')} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('students.my.title', { name: own.data.xm, xykh: own.data.xykh })}
        extra={
          <Space wrap>
            <Upload
              accept={photoTypes}
              showUploadList={false}
              maxCount={1}
              beforeUpload={(file) => {
                // SPEC 5, 9: at most 5 MB per file, 'file max allowed {n}M'.
                if (file.size > maxMb * 1024 * 1024) {
                  message.error(t('students.my.photoTooLarge', { n: maxMb }));
                  return Upload.LIST_IGNORE;
                }
                void uploadPhoto(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {t('students.my.updatePhoto')}
              </Button>
            </Upload>
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              loading={busy === 'xjzm'}
              onClick={() => void run('xjzm', t('students.details.certificate'), '/cloud-xj/api/xj/xjxx/stuinfoByStu/xjzm')}
            >
              {t('students.my.certificate')}
            </Button>
          </Space>
        }
      >
        <Row gutter={[16, 16]} wrap={false}>
          <Col flex="160px">
            <StudentPhoto />
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <StudentProfile student={own.data} column={{ xs: 1, md: 2, xl: 3 }} />
          </Col>
        </Row>
      </Card>
      <RegistrationCards />
      <Card title={t('students.photo.title')}>
        <StudentPhotos />
      </Card>
    </Space>
  );
}
