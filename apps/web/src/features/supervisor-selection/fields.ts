import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import type { UploadedFile } from '../../components/file-upload.tsx';
import type { KitField, TreeNode } from '../../components/page-kit/field-control.tsx';
import { collegeOfMajor, directionTree, majorTree, ownCollege } from '../../components/org/tree.ts';
import type { Translate } from '../../i18n/i18n.ts';
import '../../i18n/messages/applications.ts';
import './messages.ts';

type Selection = components['schemas']['SupervisorSelectionPayload'];

/** What the selection form holds: the review form is the uploaded file until it is sent. */
export type SelectionValues = Partial<Omit<Selection, 'kind' | 'reviewForm'>> & { reviewForm?: readonly UploadedFile[] };

/** The review-form upload endpoint of supervisor selection (SPEC 7 "separate upload endpoints"). */
export const REVIEW_FORM_URL = '/cloud-xj/api/ds/dsls/review-form';

/**
 * The fields of a selection (api-spec `SupervisorSelectionPayload`), picked within the teacher's college
 * (`xydm`): the kind of supervisor, title, discipline, directions, achievements and the review form.
 */
export function selectionFields(tree: readonly TreeNode[] | undefined, xydm: string | undefined, t: Translate): KitField<SelectionValues>[] {
  const message = t('application.form.required');
  const rules = [{ required: true, message }];
  const scoped = ownCollege(tree, xydm);
  return [
    // One applies to become a supervisor: "not a supervisor" is no choice.
    {
      name: 'dslx',
      label: 'supervisorSelection.field.dslx',
      kind: 'dict',
      dict: dictFields.SupervisorSelectionPayload.dslx,
      radio: true,
      rules,
      filter: (entry) => entry.value !== '0',
    },
    { name: 'zc', label: 'supervisorSelection.field.zc', kind: 'dict', dict: dictFields.SupervisorSelectionPayload.zc, rules },
    {
      name: 'zydm',
      label: 'supervisorSelection.field.discipline',
      kind: 'tree',
      nodes: majorTree(scoped),
      rules: [
        ...rules,
        {
          validator: (_rule, value: unknown) =>
            value === undefined || collegeOfMajor(tree, String(value)) ? Promise.resolve() : Promise.reject(new Error(t('application.form.notMajor'))),
        },
      ],
    },
    { name: 'directionIds', label: 'supervisorSelection.field.directionIds', kind: 'tree', nodes: directionTree(scoped), multiple: true, wide: true, rules },
    {
      name: 'researchSummary',
      label: 'supervisorSelection.field.researchSummary',
      kind: 'textarea',
      maxLength: 2000,
      rows: 4,
      wide: true,
      rules: [...rules, { min: 10, message }],
    },
    {
      name: 'reviewForm',
      label: 'supervisorSelection.field.reviewForm',
      kind: 'upload',
      wide: true,
      rules: [{ required: true, type: 'array', min: 1, message }],
      upload: { url: REVIEW_FORM_URL, accept: '.pdf,.doc,.docx', maxSizeMb: 5, multiple: 1 },
    },
  ];
}

/** The payload from the checked values: the uploaded review form by its id. */
export function selectionPayload(v: SelectionValues): Selection {
  return {
    kind: 'dsls',
    dslx: v.dslx ?? '2',
    zydm: v.zydm ?? '',
    directionIds: [...(v.directionIds ?? [])],
    zc: v.zc ?? '',
    researchSummary: (v.researchSummary ?? '').trim(),
    reviewForm: v.reviewForm?.[0]?.id ?? '',
  };
}
