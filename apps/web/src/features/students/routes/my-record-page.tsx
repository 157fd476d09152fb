import { FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../components/file-upload.tsx';
import { ownPhotoKeys } from '../../../components/user-avatar.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useOwnStudent } from '../api/get-student.ts';
import { studentKeys } from '../api/keys.ts';
import { RegistrationCards } from '../components/registration-cards.tsx';
import { StudentPhoto, StudentPhotos, photoMediaTypes } from '../components/student-photos.tsx';
import { StudentProfile } from '../components/student-profile.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import '../messages.ts';

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
  const [photoVersion, setPhotoVersion] = useState(0);

  if (own.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!own.data) return <Result status="404" title={t('students.details.notFound')} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('students.my.title', { name: own.data.xm, xykh: own.data.xykh })}
        extra={
          <Space wrap>
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
          <Col flex="180px">
            <StudentPhoto />
            <div style={{ marginTop: 8 }}>
              {/* Remounted after each change, so the next photo can be picked straight away. */}
              <FileUpload
                key={photoVersion}
                url="/cloud-xj/api/xj/xjxx/stu/updateAvatar"
                accept={photoMediaTypes}
                buttonText={t('students.my.updatePhoto')}
                onChange={(files) => {
                  if (files.length === 0) return;
                  message.success(t('students.my.photoUpdated'));
                  setPhotoVersion((version) => version + 1);
                  // The header avatar reads the same photo query (SPEC 1).
                  void client.invalidateQueries({ queryKey: ownPhotoKeys.all });
                  void client.invalidateQueries({ queryKey: studentKeys.all });
                }}
              />
            </div>
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
