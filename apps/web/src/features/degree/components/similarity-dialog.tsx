import { App } from 'antd';
import { FormDialog } from '../../../components/page-kit/form-dialog.tsx';
import { useT } from '../../../i18n/i18n.ts';
import type { ThesisRow } from '../api/keys.ts';
import { useSetSimilarity } from '../api/theses.ts';
import '../messages.ts';

/** The similarity check's figure of a thesis in percent, one decimal (setThesisSimilarity). */
export function SimilarityDialog({ row, onClose }: { row: ThesisRow; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const save = useSetSimilarity();
  return (
    <FormDialog<{ similarity: number }>
      name="degree-similarity"
      open
      title={t('degree.similarity.title', { code: row.code })}
      initialValues={row.similarity === null ? {} : { similarity: row.similarity }}
      fields={[
        {
          name: 'similarity',
          label: 'degree.similarity.field',
          kind: 'number',
          min: 0,
          max: 100,
          precision: 1,
          step: 0.1,
          rules: [{ required: true, message: t('degree.form.required') }],
        },
      ]}
      saving={save.isPending}
      onSubmit={async ({ similarity }) => {
        await save.mutateAsync({ params: { path: { thesisId: row.id } }, body: { similarity } });
        message.success(t('degree.similarity.saved', { code: row.code, value: similarity }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
