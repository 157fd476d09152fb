import { InputNumber, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import type { EditorOffering, EditorTerm, OfferingWeeks, Parity, Room } from '../../api/editor.ts';
import { termName } from '../../../../components/term/api.ts';
import { courseOf, teachersOf } from './words.ts';
import '../messages.ts';

/** The term an editor works in. */
export function TermPicker({
  id,
  terms,
  value,
  onChange,
}: {
  id?: string;
  terms: readonly EditorTerm[];
  value: string | null;
  onChange: (term: string) => void;
}) {
  const language = useLanguage();
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      value={value ?? undefined}
      onChange={onChange}
      options={terms.map((term) => ({ value: term.id, label: termName(language, term) }))}
    />
  );
}

/** The search text of an offering: code, names, teachers, id (what a user may type). */
const searchText = (offering: EditorOffering) =>
  [offering.kcdm, offering.kcmc, offering.kcmcEn ?? '', offering.id, ...offering.teachers.map((teacher) => teacher.xm)].join(' ').toLowerCase();

/** An offering of the term: the unplaced ones first (they are what is left to do), then the placed. */
export function OfferingPicker({
  id,
  offerings,
  value,
  onChange,
  loading,
}: {
  id?: string;
  offerings: readonly EditorOffering[];
  value: string | null;
  onChange: (id: string) => void;
  loading?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const options = useMemo(() => {
    const option = (offering: EditorOffering) => ({
      value: offering.id,
      label: t('ttEditor.offering.option', {
        kcdm: offering.kcdm,
        course: courseOf(language, offering),
        teachers: teachersOf(t, offering),
        enrolled: offering.enrolled,
        capacity: offering.capacity,
      }),
      search: searchText(offering),
    });
    const unplaced = offerings.filter((offering) => offering.slots.length === 0 && offering.dates.length === 0);
    const placed = offerings.filter((offering) => offering.slots.length > 0 || offering.dates.length > 0);
    return [
      { label: t('ttEditor.group.unplaced'), title: t('ttEditor.group.unplaced'), options: unplaced.map(option) },
      { label: t('ttEditor.group.placed'), title: t('ttEditor.group.placed'), options: placed.map(option) },
    ].filter((group) => group.options.length > 0);
  }, [offerings, t, language]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: (input, option) => (option && 'search' in option ? String(option.search).includes(input.trim().toLowerCase()) : false) }}
      style={{ width: '100%' }}
      placeholder={t('ttEditor.field.offeringHint')}
      value={value ?? undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      notFoundContent={t('ttEditor.offering.none')}
      // A long course name wraps in the list rather than being cut on a phone.
      popupMatchSelectWidth
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
    />
  );
}

/** A room with its seats; a room too small for the enrolled students says so (the check reports it too). */
export function RoomPicker({
  id,
  rooms,
  value,
  onChange,
  enrolled,
  allowNone = true,
}: {
  id?: string;
  rooms: readonly Room[];
  value: string | null;
  onChange: (roomId: string | null) => void;
  enrolled?: number;
  allowNone?: boolean;
}) {
  const t = useT();
  const options = useMemo(
    () => [
      ...(allowNone ? [{ value: '', label: t('ttEditor.field.noRoom'), search: '' }] : []),
      ...[...rooms]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((room) => ({
          value: room.id,
          label:
            enrolled !== undefined && room.capacity < enrolled
              ? `${t('ttEditor.room.option', { name: room.name, seats: room.capacity })} · ${t('ttEditor.room.tooSmall', { seats: room.capacity, enrolled })}`
              : t('ttEditor.room.option', { name: room.name, seats: room.capacity }),
          search: `${room.name} ${room.building} ${room.number}`.toLowerCase(),
        })),
    ],
    [rooms, t, enrolled, allowNone],
  );
  return (
    <Select
      id={id}
      showSearch={{ filterOption: (input, option) => (option ? String(option.search).includes(input.trim().toLowerCase()) : false) }}
      style={{ width: '100%' }}
      placeholder={t('ttEditor.field.roomHint')}
      value={value ?? ''}
      onChange={(next: string) => onChange(next === '' ? null : next)}
      options={options}
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
    />
  );
}

/** Teaching weeks: from, to (within the term's weeks) and parity. */
export function WeeksPicker({
  value,
  onChange,
  max,
  idPrefix,
}: {
  value: OfferingWeeks;
  onChange: (weeks: OfferingWeeks) => void;
  max: number;
  idPrefix: string;
}) {
  const t = useT();
  const invalid = value.from > value.to || value.from < 1 || value.to > max;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap size={8}>
        <InputNumber
          id={`${idPrefix}-from`}
          aria-label={t('ttEditor.field.weekFrom')}
          min={1}
          max={max}
          precision={0}
          value={value.from}
          status={invalid ? 'error' : undefined}
          onChange={(from) => typeof from === 'number' && onChange({ ...value, from })}
          prefix={t('ttEditor.field.weekFrom')}
          style={{ width: 150 }}
        />
        <InputNumber
          id={`${idPrefix}-to`}
          aria-label={t('ttEditor.field.weekTo')}
          min={1}
          max={max}
          precision={0}
          value={value.to}
          status={invalid ? 'error' : undefined}
          onChange={(to) => typeof to === 'number' && onChange({ ...value, to })}
          prefix={t('ttEditor.field.weekTo')}
          style={{ width: 150 }}
        />
        <Select<Parity>
          id={`${idPrefix}-parity`}
          aria-label={t('ttEditor.field.parity')}
          value={value.parity}
          onChange={(parity) => onChange({ ...value, parity })}
          style={{ width: 120 }}
          options={(['all', 'odd', 'even'] as const).map((parity) => ({ value: parity, label: t(`ttEditor.parity.${parity}`) }))}
        />
      </Space>
      {invalid && <Typography.Text type="danger">{t('ttEditor.rule.weeks', { max })}</Typography.Text>}
    </Space>
  );
}

/** Whether weeks fit the term (the server answers 400 otherwise, so no check is sent). */
export const weeksValid = (weeks: OfferingWeeks, max: number) => weeks.from >= 1 && weeks.from <= weeks.to && weeks.to <= max;
