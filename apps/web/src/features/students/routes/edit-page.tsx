import { App, Card, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { useTabs } from '../../../stores/tabs.ts';
import { useStudent } from '../api/get-student.ts';
import { useAddStudent, useUpdateStudent } from '../api/student-mutations.ts';
import { StudentForm } from '../components/student-form.tsx';
import { StudentPhotoEditor } from '../components/student-photos.tsx';
import type { StudentFields, StudentInput } from '../lib/fields.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

/**
 * Add and edit (hidden route /xjxxEdit, SPEC 2): `?id=` edits a record (PUT stuinfo), no id adds one
 * (stuinfo/add), `?kind=visiting` a visiting student (stuinfo/addjxs). Saving returns to the list and
 * closes this tab, so the next visit starts from a fresh form.
 */
export default function EditPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = params.get('id');
  const visiting = params.get('kind') === 'visiting';
  const listPath = visiting ? '/xj/jxsgl' : '/xj/xjxx';
  const student = useStudent({ id });
  const add = useAddStudent(visiting);
  const update = useUpdateStudent();

  const leave = () => {
    navigate(listPath);
    useTabs.getState().close(paths.studentAdd());
  };

  const submit = async (fields: StudentFields) => {
    try {
      if (id) {
        const saved = await update.mutateAsync({ body: { ...fields, id } });
        message.success(t('students.form.updated', { name: saved?.xm ?? fields.xm ?? '' }));
      } else {
        const saved = await add.mutateAsync({ body: fields as StudentInput });
        message.success(t('students.form.added', { name: saved?.xm ?? '', xykh: saved?.xykh ?? '' }));
      }
      leave();
    } catch {
      // The client has shown the server's message (duplicate ID card, major outside the college, ...).
    }
  };

  if (id && student.isPending) return <Skeleton active paragraph={{ rows: 16 }} />;
  if (id && !student.data) return <Result status="404" title={t('students.details.notFound')} />;
  const record = id ? student.data : undefined;

  return (
    <Card title={record ? t('students.form.editTitle', { name: record.xm, xykh: record.xykh }) : visiting ? t('students.addVisiting') : t('students.add')}>
      <StudentForm
        // A different record (or a new one) is a different form.
        key={record?.id ?? `new-${visiting ? 'visiting' : 'regular'}`}
        mode={record ? 'edit' : 'add'}
        student={record}
        visiting={visiting}
        saving={add.isPending || update.isPending}
        onSubmit={(fields) => void submit(fields)}
        onCancel={leave}
        aside={
          record ? (
            <div>
              <StudentPhotoEditor xykh={record.xykh} />
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                {t('students.form.photoHint')}
              </Typography.Paragraph>
            </div>
          ) : undefined
        }
      />
    </Card>
  );
}
