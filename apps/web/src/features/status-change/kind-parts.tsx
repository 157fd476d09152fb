import { defineKindParts, type KindFieldsProps } from '../../components/application/kind-plugin.ts';
import { KindFieldList, PayloadDetail } from '../../components/application/kind-fields.tsx';
import type { Application } from '../../components/application/api.ts';
import { Alert, Form } from 'antd';
import { useOrgTree } from '../../components/org/api.ts';
import { collegeOfMajor, namesOf } from '../../components/org/tree.ts';
import { useT } from '../../i18n/i18n.ts';
import { TeacherSelect } from './components/teacher-select.tsx';
import { type StatusChangePayload, type StatusChangeValues, isStatusChangeKind, statusChangeFields, statusChangeItems, statusChangePayload } from './fields.ts';
import './messages.ts';

/** The college a change of major moves the student to, named as soon as the major is picked. */
function TargetCollege({ form }: Pick<KindFieldsProps, 'form'>) {
  const t = useT();
  const tree = useOrgTree();
  const zydm = Form.useWatch('zydm', form) as string | undefined;
  const college = collegeOfMajor(tree.data, zydm);
  if (!college) return null;
  return (
    <Alert
      role="status"
      type="info"
      showIcon
      title={t('statusChange.targetCollege', { name: namesOf(tree.data).get(college) ?? college })}
      style={{ marginBottom: 16 }}
    />
  );
}

function StatusChangeFields({ kind, form }: KindFieldsProps) {
  const t = useT();
  const tree = useOrgTree();
  if (!isStatusChangeKind(kind)) return null;
  return (
    <>
      <KindFieldList fields={statusChangeFields(kind, tree.data, t)} control={(field) => (field.name === 'dsgh' ? <TeacherSelect /> : undefined)} />
      {kind === 'majorChange' && <TargetCollege form={form} />}
    </>
  );
}

function StatusChangeDetail({ application }: { application: Application }) {
  if (!isStatusChangeKind(application.payload.kind)) return null;
  const { row, items } = statusChangeItems(application.payload as StatusChangePayload);
  return <PayloadDetail payload={row} items={items} />;
}

/** The status changes' form fields, payload and detail (a plug-in of the application kit). */
export default defineKindParts<StatusChangeValues>({
  detailTitle: 'statusChange.detailTitle',
  Fields: StatusChangeFields,
  toPayload: (values, kind, { tree }) => {
    if (!isStatusChangeKind(kind)) throw new Error(`${kind} is not a status change`);
    return statusChangePayload(kind, values, tree);
  },
  Payload: StatusChangeDetail,
});
