import { FolderOpenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { Application } from '../../components/application/api.ts';
import { KindFieldList, PayloadDetail, payloadOf } from '../../components/application/kind-fields.tsx';
import { defineKindParts } from '../../components/application/kind-plugin.ts';
import type { KitField } from '../../components/page-kit/field-control.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../i18n/i18n.ts';
import type { DegreeApplicationPayload } from './api/keys.ts';
import '../../i18n/messages/applications.ts';
import './messages.ts';

type Values = { statement?: string };

const fields: readonly KitField<Values>[] = [
  {
    name: 'statement',
    label: 'degree.apply.statement',
    placeholder: 'degree.apply.statementHint',
    kind: 'textarea',
    maxLength: 500,
    rows: 4,
    wide: true,
    rules: [{ max: 500 }],
  },
];

function DegreeFields() {
  return <KindFieldList fields={fields} />;
}

/** What the student wrote to the deciders. */
function DegreePayload({ application }: { application: Application }) {
  const payload = payloadOf(application, 'xwsq');
  if (!payload) return null;
  return <PayloadDetail<DegreeApplicationPayload> payload={payload} items={[{ key: 'statement', label: 'degree.apply.statement', wide: true }]} />;
}

/** The student's degree file (conditions, thesis, reviews, defence) from the application: what the deciders weigh. */
function OpenFile({ application }: { application: Application }) {
  const t = useT();
  const navigate = useNavigate();
  const xykh = application.subject.xykh;
  if (!xykh) return null;
  return (
    <Button icon={<FolderOpenOutlined />} onClick={() => navigate(paths.degreeFile(xykh))}>
      {t('degree.list.file')}
    </Button>
  );
}

/** The degree application's form (a statement), payload and detail action (a plug-in of the application kit). */
export default defineKindParts<Values>({
  detailTitle: 'degree.apply.detailTitle',
  Fields: DegreeFields,
  toPayload: (values) => {
    const statement = values.statement?.trim();
    return { kind: 'xwsq', ...(statement ? { statement } : {}) };
  },
  Payload: DegreePayload,
  Actions: OpenFile,
});
