import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Image, Row, Segmented, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../components/file-upload.tsx';
import { studentKeys } from '../api/keys.ts';
import { useT } from '../../../i18n/i18n.ts';
import { dictNames, useDict } from '../../../lib/dicts.ts';
import { usePhoto } from '../api/get-photo.ts';
import type { PhotoType } from '../lib/fields.ts';
import { useDownload } from '../../../components/use-download.tsx';
import '../messages.ts';

const photoTypes: PhotoType[] = ['rxzp', 'byzp', 'xwzp', 'sfzzp'];

/** A photo as it loads: a placeholder, the picture, or 'no photo'. */
function PhotoView({ photo, label, size }: { photo: ReturnType<typeof usePhoto>; label: string; size: { width?: number; height?: number } }) {
  const t = useT();
  if (photo.isPending) return <Skeleton.Image active />;
  if (!photo.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('students.photo.none')} />;
  return <Image src={photo.data} alt={label} {...size} style={{ objectFit: 'contain' }} />;
}

function PhotoCard({ xykh, type, label }: { xykh: string | undefined; type: PhotoType; label: string }) {
  const t = useT();
  const photo = usePhoto(xykh, type);
  const { run, busy } = useDownload();
  return (
    <Card
      size="small"
      title={label}
      extra={
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          loading={busy !== undefined}
          aria-label={t('students.photo.downloadOf', { label })}
          onClick={() => void run(`photo-${type}`, label, '/cloud-xj/api/xj/xjxx/xjxwzpfile/download', { query: { xykh, fileType: type } })}
        >
          {t('students.photo.download')}
        </Button>
      }
      styles={{ body: { display: 'flex', justifyContent: 'center', minHeight: 180 } }}
    >
      <PhotoView photo={photo} label={label} size={{ height: 160 }} />
    </Card>
  );
}

/**
 * The photos of a record (SPEC 7 gettu, base64): enrolment, graduation certificate, degree and ID card
 * photos, each downloadable. `xykh` left out means the signed-in student's own.
 */
export function StudentPhotos({ xykh, types = photoTypes }: { xykh?: string; types?: PhotoType[] }) {
  const { dict } = useDict(dictNames.photoType);
  return (
    <Row gutter={[12, 12]}>
      {types.map((type) => (
        <Col key={type} xs={24} sm={12} lg={6}>
          <PhotoCard xykh={xykh} type={type} label={dict?.byValue.get(type)?.label ?? type} />
        </Col>
      ))}
    </Row>
  );
}

/** Just the enrolment photo, for the header of a record. */
export function StudentPhoto({ xykh, size = 140 }: { xykh?: string; size?: number }) {
  const t = useT();
  const photo = usePhoto(xykh, 'rxzp');
  if (photo.isPending) return <Skeleton.Image active style={{ width: size, height: size * 1.3 }} />;
  if (!photo.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('students.photo.none')} />;
  return <Image src={photo.data} alt={t('students.photo.enrolment')} width={size} style={{ objectFit: 'cover' }} />;
}

/** SPEC 7 photo uploads take these image types. */
export const photoMediaTypes = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';

/**
 * Staff replace any photo of a record (xjxwzpfile/upload with the student number and the kind of photo,
 * `xj:stuinfo:edit`): pick the kind, see the current one, upload the new one (SPEC 5 limits).
 */
export function StudentPhotoEditor({ xykh }: { xykh: string }) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { dict } = useDict(dictNames.photoType);
  const [type, setType] = useState<PhotoType>('rxzp');
  const [version, setVersion] = useState(0);
  const photo = usePhoto(xykh, type);
  const label = dict?.byValue.get(type)?.label ?? type;
  return (
    <Space orientation="vertical" size={8} style={{ width: 200 }}>
      <Segmented<PhotoType>
        size="small"
        block
        aria-label={t('students.photo.kind')}
        value={type}
        onChange={setType}
        options={photoTypes.map((value) => ({ value, label: dict?.byValue.get(value)?.label ?? value }))}
      />
      <div style={{ minHeight: 180, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        <PhotoView photo={photo} label={label} size={{ width: 160 }} />
      </div>
      <FileUpload
        key={`${type}-${version}`}
        url="/cloud-xj/api/xj/xjxx/xjxwzpfile/upload"
        fields={{ xykh, fileType: type }}
        accept={photoMediaTypes}
        buttonText={t('students.photo.uploadOf', { label })}
        onChange={(files) => {
          if (files.length === 0) return;
          message.success(t('students.photo.uploaded', { label }));
          setVersion((n) => n + 1);
          void client.invalidateQueries({ queryKey: studentKeys.all });
        }}
      />
    </Space>
  );
}
