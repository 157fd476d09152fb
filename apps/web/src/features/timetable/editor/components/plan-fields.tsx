import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTeachers } from '../../../../components/org/api.ts';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import { type OfferingSlot, useLibraryCourses } from '../../api/editor.ts';
import { PeriodPicker } from './date-picker.tsx';
import { courseOf, weekdayName } from './words.ts';
import '../messages.ts';

/** A course of the library, searched by code or name as it is typed. */
export function CoursePicker({ id, value, onChange }: { id?: string; value?: string; onChange?: (courseId: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const courses = useLibraryCourses(keyword);
  const options = useMemo(
    () =>
      (courses.data?.records ?? []).map((course) => ({
        value: course.id,
        label: `${course.kcdm} ${courseOf(language, course)}${t('common.paren', { text: String(course.xf) })}`,
      })),
    [courses.data, language, t],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('ttEditor.field.courseHint')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={courses.isFetching}
      options={options}
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
      style={{ width: '100%' }}
    />
  );
}

/** One to three teachers by staff number, searched by name or number; those already chosen keep their names. */
export function TeachersPicker({
  id,
  value,
  onChange,
  known,
}: {
  id?: string;
  value?: string[];
  onChange?: (gh: string[]) => void;
  known: readonly { gh: string; xm: string }[];
}) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const teachers = useTeachers(keyword);
  const [names, setNames] = useState(() => new Map(known.map((teacher) => [teacher.gh, teacher.xm])));
  const options = useMemo(() => {
    const found = (teachers.data?.records ?? []).map((teacher) => ({ value: teacher.gh, label: `${teacher.xm}${t('common.paren', { text: teacher.gh })}` }));
    const chosen = (value ?? [])
      .filter((gh) => !found.some((option) => option.value === gh))
      .map((gh) => ({ value: gh, label: `${names.get(gh) ?? gh}${t('common.paren', { text: gh })}` }));
    return [...chosen, ...found];
  }, [teachers.data, value, names, t]);
  return (
    <Select
      id={id}
      mode="multiple"
      maxCount={3}
      value={value}
      onChange={(next: string[]) => {
        // A teacher found by a search keeps their name once the search text changes.
        const records = teachers.data?.records ?? [];
        setNames(
          (before) => new Map([...before, ...records.filter((teacher) => next.includes(teacher.gh)).map((teacher) => [teacher.gh, teacher.xm] as const)]),
        );
        onChange?.(next);
      }}
      placeholder={t('ttEditor.field.teachersHint')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={teachers.isFetching}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

const slotSame = (a: OfferingSlot, b: OfferingSlot) => a.weekday === b.weekday && a.start === b.start && a.end === b.end;

/** Whether a list of weekly slots has the same slot twice (the server refuses it). */
export const hasDuplicateSlot = (slots: readonly OfferingSlot[]) => slots.some((slot, index) => slots.findIndex((other) => slotSame(slot, other)) !== index);

/** The weekly slots of an offering as rows: weekday, first and last period; added and removed one by one. */
export function SlotsEditor({
  value = [],
  onChange,
  flagged,
}: {
  value?: OfferingSlot[];
  onChange?: (slots: OfferingSlot[]) => void;
  flagged?: (slot: OfferingSlot) => boolean;
}) {
  const t = useT();
  const set = (index: number, slot: OfferingSlot) => onChange?.(value.map((item, i) => (i === index ? slot : item)));
  return (
    <div>
      {value.length === 0 && <Typography.Paragraph type="secondary">{t('ttEditor.plan.noSlots')}</Typography.Paragraph>}
      <ul className="gs-tte-rows">
        {value.map((slot, index) => {
          const n = index + 1;
          const duplicate = value.findIndex((other) => slotSame(other, slot)) !== index;
          return (
            <li key={index} className={`gs-tte-row${flagged?.(slot) ? ' gs-tte-row-conflict' : ''}`} aria-label={t('ttEditor.plan.slotN', { n })}>
              <div className="gs-tte-row-fields">
                <Select<number>
                  aria-label={`${t('ttEditor.plan.slotN', { n })} ${t('ttEditor.field.weekday')}`}
                  value={slot.weekday}
                  onChange={(weekday) => set(index, { ...slot, weekday })}
                  style={{ minWidth: 90 }}
                  options={[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ value: weekday, label: weekdayName(t, weekday) }))}
                />
                <PeriodPicker
                  label={`${t('ttEditor.plan.slotN', { n })} ${t('ttEditor.field.start')}`}
                  value={slot.start}
                  onChange={(start) => set(index, { ...slot, start, end: Math.max(start, slot.end) })}
                />
                <PeriodPicker
                  label={`${t('ttEditor.plan.slotN', { n })} ${t('ttEditor.field.end')}`}
                  value={slot.end}
                  min={slot.start}
                  onChange={(end) => set(index, { ...slot, end })}
                />
                {duplicate && <Typography.Text type="danger">{t('ttEditor.rule.slotDuplicate')}</Typography.Text>}
              </div>
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('ttEditor.plan.removeSlot', { n })}
                onClick={() => onChange?.(value.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ul>
      <Button
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        disabled={value.length >= 20}
        onClick={() => onChange?.([...value, { weekday: 1, start: 1, end: 2 }])}
      >
        {t('ttEditor.plan.addSlot')}
      </Button>
    </div>
  );
}
