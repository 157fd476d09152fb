import { App, Card, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApplicationKinds } from '../../../components/application/api.ts';
import { ApplicationForm } from '../../../components/application/application-form.tsx';
import { applicationPath } from '../../../components/application/rules.ts';
import { useT } from '../../../i18n/i18n.ts';
import { type StudentBrief, usePickStudents } from '../api/pick-students.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

/** One student of the caller's scope, by name or card number. */
function StudentSelect({ value, onChange }: { value: StudentBrief | undefined; onChange: (student: StudentBrief | undefined) => void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const found = usePickStudents(keyword);
  const rows = found.data ?? [];
  const options = rows.map((student) => ({ value: student.xykh, label: `${student.xm} · ${student.xykh}${student.xymc ? ` · ${student.xymc}` : ''}` }));
  if (value && !rows.some((row) => row.xykh === value.xykh)) options.unshift({ value: value.xykh, label: `${value.xm} · ${value.xykh}` });
  return (
    <Select<string>
      id="xjyd-student"
      placeholder={t('statusChange.student.placeholder')}
      style={{ maxWidth: 480 }}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      notFoundContent={keyword.trim() ? t('statusChange.student.none') : t('statusChange.student.hint')}
      value={value?.xykh}
      options={options}
      onChange={(xykh) => onChange(rows.find((row) => row.xykh === xykh) ?? (value?.xykh === xykh ? value : undefined))}
    />
  );
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
            <StudentSelect value={student} onChange={setStudent} />
          </Form.Item>
        }
        onDone={(application) => {
          message.success(t('application.form.done'));
          navigate(applicationPath(application));
        }}
        onCancel={() => navigate('/xj/xjyd')}
      />
    </Card>
  );
}
