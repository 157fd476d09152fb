import { Card, Empty, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { RegistrationCards } from '../components/registration-cards.tsx';
import { type StudentBrief, StudentPicker } from '../../../components/student-picker/student-picker.tsx';
import { StatsCounters } from '../components/stats-counters.tsx';
import '../messages.ts';

/** New-student registration (xj/xsbd/index): registration statistics, then one student's registration (xsbd/getXs, getXshd). */
export default function RegistrationPage() {
  const t = useT();
  const [student, setStudent] = useState<StudentBrief | undefined>(undefined);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <StatsCounters path="/cloud-xj/api/xj/xjxx/getXsbdTj" title={t('students.stats.registration')} />
      <Card title={t('students.registration.find')} extra={<StudentPicker value={student} onChange={setStudent} />}>
        {student ? <RegistrationCards key={student.xykh} xykh={student.xykh} /> : <Empty description={t('students.picker.hint')} />}
      </Card>
    </Space>
  );
}
