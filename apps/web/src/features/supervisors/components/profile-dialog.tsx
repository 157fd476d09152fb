import { dictFields } from '@gs/sdk/dict-fields';
import { App } from 'antd';
import { useMemo } from 'react';
import { useOrgTree } from '../../../components/org/api.ts';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { type SupervisorProfile, type SupervisorProfileUpdate, useUpdateProfile } from '../api/profiles.ts';
import '../messages.ts';

/**
 * Editing a profile: the graduate school and a college secretary change kind, quota, directions and
 * introduction (`full`); a teacher only their own directions and introduction. The direction picker is
 * the org tree of the teacher's college (majors -> directions); the server checks the same rules.
 */
export function ProfileDialog({
  profile,
  full,
  bio,
  onClose,
}: {
  profile: SupervisorProfile | null;
  full: boolean;
  /** The introduction when it is loaded (the detail page); undefined leaves it out of the form. */
  bio?: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const tree = useOrgTree();
  const update = useUpdateProfile();
  const majors = useMemo(
    () => (profile && tree.data ? (tree.data.find((college) => college.id === profile.xydm)?.children ?? []) : undefined),
    [profile, tree.data],
  );
  const fields = useMemo<KitField<SupervisorProfileUpdate>[]>(() => {
    const directions = new Set((majors ?? []).flatMap((major) => major.children.map((d) => d.id)));
    const directionField: KitField<SupervisorProfileUpdate> = {
      name: 'directionIds',
      label: 'supervisors.field.directions',
      kind: 'tree',
      nodes: majors,
      multiple: true,
      wide: true,
      placeholder: 'supervisors.edit.directionsHint',
      rules: [
        { type: 'array', max: 6, message: t('supervisors.edit.directionsMax') },
        {
          // Until the tree is loaded there is nothing to check against; the server checks again anyway.
          validator: (_, ids: string[] | undefined) =>
            !majors || (ids ?? []).every((id) => directions.has(id)) ? Promise.resolve() : Promise.reject(new Error(t('supervisors.edit.directionOnly'))),
        },
      ],
    };
    const bioField: KitField<SupervisorProfileUpdate> = { name: 'bio', label: 'supervisors.field.bio', kind: 'textarea', maxLength: 1000, rows: 4, wide: true };
    // From the list the introduction is not loaded: it is left as it is (not sent).
    const withBio = bio !== undefined;
    if (!full) return withBio ? [directionField, bioField] : [directionField];
    return [
      {
        name: 'dslx',
        label: 'supervisors.field.dslx',
        kind: 'dict',
        dict: dictFields.SupervisorProfileUpdate.dslx,
        allowClear: false,
        rules: [{ required: true }],
      },
      {
        name: 'quota',
        label: 'supervisors.field.quota',
        kind: 'number',
        min: 0,
        max: 20,
        precision: 0,
        rules: [{ required: true, type: 'number', min: 0, max: 20, message: t('supervisors.edit.quotaRange') }],
      },
      directionField,
      ...(withBio ? [bioField] : []),
    ];
  }, [full, majors, t, bio]);
  if (!profile) return null;
  const initial: SupervisorProfileUpdate = {
    dslx: profile.dslx,
    quota: profile.quota,
    directionIds: profile.directions.map((d) => d.id),
    ...(bio !== undefined ? { bio } : {}),
  };
  return (
    <FormDialog<SupervisorProfileUpdate>
      key={profile.gh}
      name="supervisor-profile"
      open
      title={t('supervisors.edit.title', { name: profile.xm })}
      fields={fields}
      initialValues={initial}
      saving={update.isPending}
      onSubmit={async (values) => {
        const { bio: text, ...rest } = values;
        const body: SupervisorProfileUpdate = {
          ...(full ? rest : { directionIds: rest.directionIds ?? [] }),
          ...(bio !== undefined ? { bio: text?.trim() ? text : null } : {}),
        };
        await update.mutateAsync({ params: { path: { gh: profile.gh } }, body });
        void message.success(t('supervisors.edit.saved'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
