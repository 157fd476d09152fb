import { Alert, Select, Space, Typography } from 'antd';
import type { components } from '@gs/sdk/schema';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { type ApplicationCandidate, type StudentBrief, useApplicationCandidates, usePickStudents } from './api.ts';
import '../../i18n/messages/student-picker.ts';

export type { StudentBrief };

export interface StudentPickerProps {
  value: StudentBrief | undefined;
  onChange: (student: StudentBrief | undefined) => void;
  /** The id a form label points at (`htmlFor`); without one the picker names itself. */
  id?: string;
  /**
   * For an application entered for a student (issue 22 §8): the students it cannot be entered for
   * (graduates, a status `kind` does not take, an open application of it) are marked and cannot be
   * picked, with the server's reason; a picked student the kind chosen later does not take is told so.
   */
  application?: { kind: components['schemas']['ApplicationKind'] | undefined };
}

type Row = StudentBrief & Partial<Pick<ApplicationCandidate, 'mayApply' | 'reason' | 'xjzt'>>;

/**
 * Picks one student of the caller's scope by name, card number or ID card (stuinfoByStusss/NotAuth):
 * the registration and verification pages, and (through the engine's candidates) a status change
 * entered for a student.
 */
export function StudentPicker({ value, onChange, id, application }: StudentPickerProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const kind = application?.kind;
  const picked = usePickStudents(application ? '' : keyword);
  const candidates = useApplicationCandidates(application ? keyword : '', kind);
  // The picked student, asked again when the kind changes.
  const check = useApplicationCandidates(application && value ? value.xykh : '', kind);
  const refusal = check.data?.find((row) => row.xykh === value?.xykh && !row.mayApply)?.reason;
  const found = application ? candidates : picked;
  const rows: readonly Row[] = found.data ?? [];
  const options = rows.map((student) => ({
    value: student.xykh,
    label: `${student.xm} · ${student.xykh}${student.xymc ? ` · ${student.xymc}` : ''}`,
    disabled: student.mayApply === false,
    reason: student.reason ?? undefined,
  }));
  if (value && !rows.some((row) => row.xykh === value.xykh))
    options.unshift({ value: value.xykh, label: `${value.xm} · ${value.xykh}`, disabled: false, reason: undefined });

  return (
    <Space direction="vertical" size={4} style={{ width: 360, maxWidth: '100%' }}>
      <Select<string, (typeof options)[number]>
        {...(id ? { id } : { 'aria-label': t('studentPicker.label') })}
        placeholder={t('studentPicker.placeholder')}
        style={{ width: '100%' }}
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={found.isFetching}
        notFoundContent={keyword.trim() ? t('studentPicker.none') : t('studentPicker.hint')}
        value={value?.xykh}
        options={options}
        // A student it cannot be entered for says why under their name.
        optionRender={(option) => (
          <div>
            {option.data.label}
            {option.data.reason && (
              <Typography.Text type="secondary" className="gs-picker-reason">
                {option.data.reason}
              </Typography.Text>
            )}
          </div>
        )}
        onChange={(xykh) => onChange(rows.find((row) => row.xykh === xykh) ?? (value?.xykh === xykh ? value : undefined))}
      />
      {refusal && <Alert type="warning" showIcon message={refusal} />}
    </Space>
  );
}
