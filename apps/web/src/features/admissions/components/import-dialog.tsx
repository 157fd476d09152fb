import { ImportDialog as KitImportDialog } from '../../../components/page-kit/import-dialog.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useImportCandidates } from '../api/import-candidates.ts';
import type { AdmissionLevel, ImportReport } from '../api/keys.ts';
import '../messages.ts';

type Refusal = ImportReport['refused'][number];

/**
 * The admission list's Excel import (the page kit's import dialog): the level's template, one workbook,
 * then the server's report with every refused row and its reasons (nothing half-imported).
 */
export function ImportDialog({ level, open, onClose }: { level: AdmissionLevel; open: boolean; onClose: () => void }) {
  const t = useT();
  const importing = useImportCandidates();
  return (
    <KitImportDialog<Refusal>
      open={open}
      title={t(`admissions.import.title.${level}`)}
      hint={t('admissions.import.hint')}
      template={{ path: '/cloud-xj/api/zs/lq/template', options: { query: { level } } }}
      columns={[
        { key: 'ksbh', title: t('admissions.field.ksbh'), width: 160 },
        { key: 'xm', title: t('admissions.field.xm'), width: 100 },
      ]}
      onImport={(file) => importing.mutateAsync({ file, level })}
      importing={importing.isPending}
      onClose={() => {
        importing.reset();
        onClose();
      }}
    />
  );
}
