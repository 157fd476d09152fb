import { App, Card, Form } from 'antd';
import type { components } from '@gs/sdk/schema';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApplicationKinds } from '../../../components/application/api.ts';
import { ApplicationForm } from '../../../components/application/application-form.tsx';
import { applicationPath } from '../../../components/application/kind-plugin.ts';
import { useT } from '../../../i18n/i18n.ts';
import { type StudentBrief, StudentPicker } from '../../../components/student-picker/student-picker.tsx';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

type ApplicationKind = components['schemas']['ApplicationKind'];

/** The student picker of the form, told the kind chosen in it: whom that kind does not take is marked (issue 22 §8). */
function KindAwarePicker({ value, onChange }: { value: StudentBrief | undefined; onChange: (student: StudentBrief | undefined) => void }) {
  const kind = Form.useWatch('kind', Form.useFormInstance()) as ApplicationKind | undefined;
  return <StudentPicker id="xjyd-student" value={value} onChange={onChange} application={{ kind }} />;
}

/**
 * A status change entered by the graduate school for a student (hidden route /addXjyd): the student,
 * the kind and its fields; the server's refusals (window closed, an open application of the same
 * kind, a status the kind does not allow) show in its own words.
 */
export default function StatusChangeAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [student, setStudent] = useState<StudentBrief | undefined>(undefined);
  const kinds = useApplicationKinds();
  const own = useMemo(() => (kinds.data ?? []).filter((kind) => kind.coreCode === 'xjyd'), [kinds.data]);

  return (
    <Card title={t('statusChange.add')}>
      <ApplicationForm
        kinds={own}
        xykh={student?.xykh}
        ready={student !== undefined}
        subject={
          <Form.Item label={t('application.field.subject')} htmlFor="xjyd-student" required>
            <KindAwarePicker value={student} onChange={setStudent} />
          </Form.Item>
        }
        onDone={(application) => {
          message.success(t('application.form.done'));
          navigate(applicationPath(application) ?? paths.statusChanges);
        }}
        onCancel={() => navigate(paths.statusChanges)}
      />
    </Card>
  );
}
