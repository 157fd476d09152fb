import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import { DetailView, type DetailItem } from '../../../components/page-kit/detail-view.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import type { Language } from '../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { type Offering, type OfferingStudent, type OfferingStudentQuery, offeringStudentsXlsxPath } from '../api/keys.ts';
import { useOffering, useOfferingStudents } from '../api/offerings.ts';
import { slotsText } from '../components/offering-list.tsx';
import { termName, useCurrentTerm } from '../../../components/term/api.ts';
import { courseName, weeksText } from '../components/week-grid.tsx';
import '../messages.ts';

type StudentFilter = Pick<OfferingStudentQuery, 'keyword'>;

const columns: readonly KitColumn<OfferingStudent>[] = [
  { key: 'xykh', title: 'timetable.field.xykh', width: 130, fixed: 'left' },
  { key: 'xm', title: 'timetable.field.xm', width: 110 },
  { key: 'xb', title: 'timetable.field.xb', width: 80, dict: 'sys_user_sex' },
  { key: 'xymc', title: 'timetable.field.xymc', width: 200 },
  { key: 'zymc', title: 'timetable.field.zymc', width: 200 },
  { key: 'rxnj', title: 'timetable.field.rxnj', width: 100 },
];

const fields: readonly KitField<StudentFilter>[] = [
  { name: 'keyword', label: 'timetable.field.keyword', kind: 'text', placeholder: 'timetable.students.keywordHint' },
];

function headerItems(t: Translate, language: Language, termLabel: (id: string) => string): readonly DetailItem<Offering>[] {
  return [
    { key: 'kcdm', label: 'timetable.field.kcmc', render: (o) => `${o.kcdm} ${courseName(language, o)}` },
    { key: 'term', label: 'timetable.field.term', render: (o) => termLabel(o.term) },
    { key: 'teachers', label: 'timetable.field.teachers', render: (o) => o.teachers.map((teacher) => teacher.xm).join(t('common.listSep')) || '-' },
    { key: 'room', label: 'timetable.field.room' },
    { key: 'enrolled', label: 'timetable.field.enrolled', render: (o) => `${o.enrolled} / ${o.capacity}` },
    {
      key: 'slots',
      label: 'timetable.field.slots',
      render: (o) => (o.slots.length + o.dates.length > 0 ? `${weeksText(t, { weeks: o.weeks, date: null })} ${slotsText(t, o)}` : t('timetable.notPlaced')),
    },
    { key: 'xymc', label: 'timetable.field.xydm' },
  ];
}

/** The offering's students, searched and paged on the server, with the offering above them and the Excel export. */
function StudentList({ offering }: { offering: Offering }) {
  const t = useT();
  const language = useLanguage();
  const { terms } = useCurrentTerm();
  const { run, busy } = useDownload();
  const items = useMemo(
    () =>
      headerItems(
        t,
        language,
        (id) =>
          termName(
            language,
            terms?.find((term) => term.id === id),
          ) || id,
      ),
    [t, language, terms],
  );
  const useRows = ({ filter, current, size }: ListQuery<StudentFilter, string>): ListResult<OfferingStudent> => {
    const result = useOfferingStudents(offering.id, { ...filter, current, size });
    return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
  };
  const title = t('timetable.students.title', { course: courseName(language, offering), kcdm: offering.kcdm });
  return (
    <ListPage<OfferingStudent, StudentFilter>
      search={{ name: 'xsxkjg-search', title: 'timetable.students.search', fields }}
      useRows={useRows}
      title={(total) => `${title} · ${t('timetable.students.list', { total })}`}
      header={() => <DetailView<Offering> row={offering} items={items} column={{ xs: 1, md: 2, xl: 3 }} />}
      toolbar={() => (
        <Button
          icon={<DownloadOutlined />}
          loading={busy !== undefined}
          onClick={() => void run('xsxkjg', t('timetable.students.exportLabel'), offeringStudentsXlsxPath(offering.id))}
        >
          {t('timetable.students.export')}
        </Button>
      )}
      table={{
        label: 'timetable.students.table',
        rowKey: 'xykh',
        columns,
        storageKey: 'gs-xsxkjg-columns',
        sortable: false,
        empty: 'timetable.students.empty',
      }}
    />
  );
}

/**
 * 选课学生 (pkgl/pkxxwh/xsxkjg, /pkxxwh/xsxkjg/xsxkjg?id=<offeringId>): the offering (course, term,
 * teachers, room, enrolment, class times) and its enrolled students, with their list as a workbook.
 */
export default function OfferingStudentsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const offering = useOffering(id);
  if (!id) return <Result status="warning" title={t('timetable.students.missing')} />;
  if (offering.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!offering.data) return <Result status="404" title={t('timetable.students.notFound')} />;
  return <StudentList offering={offering.data} />;
}
