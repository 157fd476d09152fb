import { defineKindParts, type KindFieldsProps } from '../../components/application/kind-plugin.ts';
import { KindFieldList, PayloadDetail } from '../../components/application/kind-fields.tsx';
import type { Application } from '../../components/application/api.ts';
import { useOrgTree } from '../../components/org/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { TeacherSelect } from './components/teacher-select.tsx';
import { type StatusChangePayload, type StatusChangeValues, isStatusChangeKind, statusChangeFields, statusChangeItems, statusChangePayload } from './fields.ts';
import './messages.ts';

function StatusChangeFields({ kind }: KindFieldsProps) {
  const t = useT();
  const tree = useOrgTree();
  if (!isStatusChangeKind(kind)) return null;
  return <KindFieldList fields={statusChangeFields(kind, tree.data, t)} control={(field) => (field.name === 'dsgh' ? <TeacherSelect /> : undefined)} />;
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
