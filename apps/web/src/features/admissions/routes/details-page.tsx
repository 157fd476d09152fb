import { EditOutlined, IdcardOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import { App, Button, Card, Result, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrgTree } from '../../../components/org/api.ts';
import { collegeTree, majorTree } from '../../../components/org/tree.ts';
import { type DetailItem, DetailView } from '../../../components/page-kit/detail-view.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { t, useT } from '../../../i18n/i18n.ts';
import { useCandidate } from '../api/get-candidate.ts';
import type { Candidate } from '../api/keys.ts';
import { useUpdateCandidate } from '../api/write-candidates.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';

type CandidateUpdate = components['schemas']['CandidateUpdate'];
/** Every coded field of a candidate: its own (level, state) and the editable ones. */
const D = { ...dictFields.CandidateFields, ...dictFields.Candidate };

const items: readonly DetailItem<Candidate>[] = [
  { key: 'ksbh', label: 'admissions.field.ksbh' },
  { key: 'xm', label: 'admissions.field.xm' },
  { key: 'state', label: 'admissions.field.state', dict: D.state, tag: true },
  { key: 'xb', label: 'admissions.field.xb', dict: D.xb },
  { key: 'sfzh', label: 'admissions.field.sfzh' },
  { key: 'csrq', label: 'admissions.field.csrq' },
  { key: 'mz', label: 'admissions.field.mz', dict: D.mz },
  { key: 'zzmm', label: 'admissions.field.zzmm', dict: D.zzmm },
  { key: 'pycc', label: 'admissions.field.pycc', dict: D.pycc },
  { key: 'sjhm', label: 'admissions.field.sjhm' },
  { key: 'dzyx', label: 'admissions.field.dzyx' },
  { key: 'year', label: 'admissions.field.year' },
  { key: 'xydm', label: 'admissions.field.xydm', dict: D.xydm },
  { key: 'zydm', label: 'admissions.field.zydm', dict: D.zydm },
  { key: 'yjfxmc', label: 'admissions.field.yjfx' },
  { key: 'dsxm', label: 'admissions.field.dsgh', render: (row) => (row.dsgh ? `${row.dsxm ?? ''}${t('common.paren', { text: row.dsgh })}` : '-') },
  { key: 'xwlx', label: 'admissions.field.xwlx', dict: D.xwlx },
  { key: 'xxxs', label: 'admissions.field.xxxs', dict: D.xxxs },
  { key: 'cjzf', label: 'admissions.field.cjzf' },
  { key: 'confirmTime', label: 'admissions.field.confirmTime' },
  {
    key: 'enrolledXykh',
    label: 'admissions.field.enrolledXykh',
    render: (row) => (row.enrolledXykh ? <Link to={paths.studentDetails({ xykh: row.enrolledXykh })}>{row.enrolledXykh}</Link> : '-'),
  },
  { key: 'createTime', label: 'admissions.field.createTime' },
  { key: 'updateTime', label: 'admissions.field.updateTime' },
];

/**
 * An admitted candidate (hidden routes /sslq/toDetails?id= and /bslq/toDetails?id=, one page): every
 * field with its dictionary label, the edit of a pending candidate, and once enrolled the student record.
 */
export default function CandidateDetailsPage() {
  const t = useT();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = params.get('id');
  const candidate = useCandidate(id);
  const tree = useOrgTree();
  const update = useUpdateCandidate();
  const { can } = useAccess();
  const [editing, setEditing] = useState(false);
  const required = useMemo(() => [{ required: true, message: t('admissions.edit.required') }], [t]);
  const fields = useMemo<KitField<CandidateUpdate>[]>(
    () => [
      { name: 'xm', label: 'admissions.field.xm', kind: 'text', maxLength: 50, rules: required },
      { name: 'xb', label: 'admissions.field.xb', kind: 'dict', dict: D.xb, radio: true, rules: required },
      { name: 'sfzh', label: 'admissions.field.sfzh', kind: 'text', maxLength: 18, rules: required },
      { name: 'mz', label: 'admissions.field.mz', kind: 'dict', dict: D.mz },
      { name: 'zzmm', label: 'admissions.field.zzmm', kind: 'dict', dict: D.zzmm },
      { name: 'sjhm', label: 'admissions.field.sjhm', kind: 'text', maxLength: 11 },
      { name: 'dzyx', label: 'admissions.field.dzyx', kind: 'text', maxLength: 100 },
      { name: 'xydm', label: 'admissions.field.xydm', kind: 'tree', nodes: collegeTree(tree.data), rules: required },
      { name: 'zydm', label: 'admissions.field.zydm', kind: 'tree', nodes: majorTree(tree.data), rules: required },
      { name: 'yjfx', label: 'admissions.field.yjfx', kind: 'tree', nodes: tree.data },
      { name: 'dsgh', label: 'admissions.field.dsghCode', kind: 'text', maxLength: 20 },
      { name: 'xwlx', label: 'admissions.field.xwlx', kind: 'dict', dict: D.xwlx, radio: true },
      { name: 'xxxs', label: 'admissions.field.xxxs', kind: 'dict', dict: D.xxxs, radio: true, rules: required },
      { name: 'cjzf', label: 'admissions.field.cjzf', kind: 'number', min: 0, max: 500 },
    ],
    [tree.data, required],
  );

  if (!id) return <Result status="warning" title={t('admissions.details.missing')} />;
  if (candidate.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!candidate.data) return <Result status="404" title={t('admissions.details.notFound')} />;
  const row = candidate.data;
  const { sjhm, dzyx, yjfx, dsgh, mz, zzmm, cjzf } = row;
  const initialValues: Partial<CandidateUpdate> = {
    xm: row.xm,
    xb: row.xb,
    sfzh: row.sfzh,
    xydm: row.xydm,
    zydm: row.zydm,
    xwlx: row.xwlx,
    xxxs: row.xxxs,
    ...(mz ? { mz } : {}),
    ...(zzmm ? { zzmm } : {}),
    ...(sjhm ? { sjhm } : {}),
    ...(dzyx ? { dzyx } : {}),
    ...(yjfx ? { yjfx } : {}),
    ...(dsgh ? { dsgh } : {}),
    ...(cjzf !== undefined ? { cjzf } : {}),
  };

  return (
    <Card
      title={t(`admissions.details.title.${row.level}`, { name: row.xm, ksbh: row.ksbh })}
      extra={
        <Space wrap>
          {row.state === 'pending' && can(['zs:lq:edit']) && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('admissions.edit.open')}
            </Button>
          )}
          {row.enrolledXykh && (
            <Link to={paths.studentDetails({ xykh: row.enrolledXykh })}>
              <Button icon={<IdcardOutlined />}>{t('admissions.details.student')}</Button>
            </Link>
          )}
        </Space>
      }
    >
      <DetailView row={row} items={items} />
      <FormDialog<CandidateUpdate>
        name="candidate-edit"
        as="drawer"
        open={editing}
        title={t('admissions.edit.title', { name: row.xm })}
        fields={fields}
        initialValues={initialValues}
        saving={update.isPending}
        onClose={() => setEditing(false)}
        onSubmit={(values) =>
          update.mutateAsync({ params: { path: { id: row.id } }, body: values }).then(() => {
            message.success(t('admissions.edit.saved'));
            setEditing(false);
          })
        }
      />
    </Card>
  );
}
