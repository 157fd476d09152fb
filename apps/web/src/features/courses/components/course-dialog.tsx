import { dictFields } from '@gs/sdk/dict-fields';
import { isCourseCode, isCredit, isHours } from '@gs/sdk/rules/course';
import { App, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import type { Course, CourseInput } from '../api/keys.ts';
import { useCreateCourse, useUpdateCourse } from '../api/write-courses.ts';
import { PrerequisiteSelect } from './prerequisite-select.tsx';
import '../messages.ts';

const FIELD_DICTS = dictFields.CourseFields;

/** What the form holds: a new course's fields (an edit starts from the course's). */
type CourseForm = CourseInput;

/** The fields of `values` that differ from the course's, so an edit sends only what changed. */
function changesOf(course: Course, values: CourseForm): Partial<CourseForm> {
  const before: CourseForm = { ...course, xxkc: course.xxkc };
  return Object.fromEntries(
    (Object.keys(values) as (keyof CourseForm)[])
      .filter((key) => JSON.stringify(values[key] ?? null) !== JSON.stringify(before[key] ?? null))
      .map((key) => [key, values[key]]),
  );
}

/**
 * Adding a course (`course` null) or editing one: the rules the server enforces checked as the user
 * types (code, credits in steps of 0.5, whole hours), the college among the colleges of the
 * organisation tree, prerequisites searched among the library's courses. What only the library can
 * say (a code taken, a cycle of prerequisites) comes back from the server, which the client shows.
 */
export function CourseDialog({ course, onClose }: { course: Course | null | undefined; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const tree = useOrgTree();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const colleges = useMemo(() => collegeTree(tree.data), [tree.data]);
  const editing = course ?? undefined;
  const fields = useMemo<KitField<CourseForm>[]>(() => {
    // A blank value is the `required` rule's to report; these say what is wrong with a value typed.
    const rule = <T,>(check: (value: T) => boolean, key: MessageKey): FormRule => ({
      validator: (_, value: T | null | undefined) =>
        value === undefined || value === null || check(value) ? Promise.resolve() : Promise.reject(new Error(t(key))),
    });
    return [
      {
        name: 'kcdm',
        label: 'courses.field.kcdm',
        kind: 'text',
        maxLength: 10,
        placeholder: 'courses.form.codeHint',
        rules: [{ required: true, message: t('courses.form.required') }, rule(isCourseCode, 'courses.form.codeRule')],
      },
      {
        name: 'kcmc',
        label: 'courses.field.kcmc',
        kind: 'text',
        maxLength: 100,
        rules: [{ required: true, whitespace: true, message: t('courses.form.required') }],
      },
      { name: 'kcmcEn', label: 'courses.field.kcmcEn', kind: 'text', maxLength: 200, wide: true },
      {
        name: 'xf',
        label: 'courses.field.xf',
        kind: 'number',
        min: 0.5,
        max: 10,
        step: 0.5,
        precision: 1,
        rules: [{ required: true, message: t('courses.form.required') }, rule(isCredit, 'courses.form.creditRule')],
      },
      {
        name: 'xs',
        label: 'courses.field.xs',
        kind: 'number',
        min: 1,
        max: 2000,
        precision: 0,
        rules: [{ required: true, message: t('courses.form.required') }, rule(isHours, 'courses.form.hoursRule')],
      },
      {
        name: 'kclx',
        label: 'courses.field.kclx',
        kind: 'dict',
        dict: FIELD_DICTS.kclx,
        allowClear: false,
        rules: [{ required: true, message: t('courses.form.required') }],
      },
      { name: 'xydm', label: 'courses.field.xydm', kind: 'tree', nodes: colleges, rules: [{ required: true, message: t('courses.form.required') }] },
      {
        name: 'skyy',
        label: 'courses.field.skyy',
        kind: 'dict',
        dict: FIELD_DICTS.skyy,
        radio: true,
        wide: true,
        rules: [{ required: true, message: t('courses.form.required') }],
      },
      {
        name: 'xxkc',
        label: 'courses.field.xxkc',
        kind: 'custom',
        wide: true,
        render: (control) => <PrerequisiteSelect {...control} self={editing?.id} known={editing?.xxkcList} />,
      },
    ];
  }, [t, colleges, editing]);
  if (course === undefined) return null;
  const initial: Partial<CourseForm> = course
    ? {
        kcdm: course.kcdm,
        kcmc: course.kcmc,
        kcmcEn: course.kcmcEn,
        xf: course.xf,
        xs: course.xs,
        kclx: course.kclx,
        xydm: course.xydm,
        skyy: course.skyy,
        xxkc: course.xxkc,
      }
    : { skyy: 'zh', xxkc: [] };
  return (
    <FormDialog<CourseForm>
      key={course?.id ?? 'new'}
      name="course"
      // Nine fields: a drawer lays them out two by two on a wide window.
      as="drawer"
      open
      title={course ? t('courses.form.editTitle', { name: `${course.kcdm} ${course.kcmc}` }) : t('courses.form.addTitle')}
      fields={fields}
      initialValues={initial}
      saving={create.isPending || update.isPending}
      onSubmit={async (values) => {
        const body: CourseForm = { ...values, kcmcEn: values.kcmcEn?.trim() ? values.kcmcEn.trim() : null, xxkc: values.xxkc ?? [] };
        if (course) await update.mutateAsync({ params: { path: { id: course.id } }, body: changesOf(course, body) });
        else await create.mutateAsync({ body });
        void message.success(t(course ? 'courses.form.saved' : 'courses.form.added'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
