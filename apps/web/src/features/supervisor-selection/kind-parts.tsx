import { KindFieldList } from '../../components/application/kind-fields.tsx';
import { defineKindParts, type KindFieldsProps } from '../../components/application/kind-plugin.ts';
import { useOrgTree } from '../../components/org/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { SelectionPayload } from './components/selection-payload.tsx';
import { type SelectionValues, selectionFields, selectionPayload } from './fields.ts';
import './messages.ts';

function SelectionFields({ xydm }: KindFieldsProps) {
  const t = useT();
  const tree = useOrgTree();
  return <KindFieldList fields={selectionFields(tree.data, xydm, t)} />;
}

/** Supervisor selection's form (with the review-form upload), payload and detail (a plug-in of the application kit). */
export default defineKindParts<SelectionValues>({
  detailTitle: 'supervisorSelection.detailTitle',
  Fields: SelectionFields,
  toPayload: (values) => selectionPayload(values),
  Payload: SelectionPayload,
});
