import { Alert, App, Form, Input, Radio, Skeleton } from 'antd';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { useSetRelease } from '../api/grades.ts';
import { useGradeSheet } from '../api/sheets.ts';
import { courseName, fromLocalInput, toLocalInput } from './marks.ts';
import type { SheetTarget } from './unlock-dialog.tsx';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import '../../../i18n/messages/page-kit.ts';
import '../messages.ts';

interface ReleaseValues {
  mode: 'at' | 'none';
  /** A `datetime-local` value (`YYYY-MM-DDTHH:mm`). */
  at?: string;
}

/**
 * A submitted sheet's release (staff): from a date and time, or not released. Students see none of the sheet's
 * grades before it (their report cards leave them out); the time shown is the one the server holds.
 */
export function ReleaseDialog({ sheet, onClose }: { sheet: SheetTarget | undefined; onClose: () => void }) {
  return sheet ? <ReleaseLoader key={sheet.offeringId} sheet={sheet} onClose={onClose} /> : null;
}

/** The sheet's release as the server holds it, before the form starts from it. */
function ReleaseLoader({ sheet, onClose }: { sheet: SheetTarget; onClose: () => void }) {
  const t = useT();
  const stored = useGradeSheet(sheet.offeringId);
  if (stored.data) return <ReleaseForm sheet={sheet} releaseAt={stored.data.releaseAt} onClose={onClose} />;
  return (
    <Dialog open title={t('grades.action.release')} footer={null} onCancel={onClose}>
      {stored.isError ? <Alert type="error" showIcon title={t('pageKit.error.title')} /> : <Skeleton active paragraph={{ rows: 3 }} />}
    </Dialog>
  );
}

function ReleaseForm({ sheet, releaseAt, onClose }: { sheet: SheetTarget; releaseAt: string | null; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReleaseValues>();
  const release = useSetRelease();
  const { refusal, press } = useFormPress(form);
  const mode = Form.useWatch('mode', form) ?? (releaseAt ? 'at' : 'none');

  const submit = () =>
    press(async (values) => {
      const at = values.mode === 'at' && values.at ? fromLocalInput(values.at) : null;
      await release.mutateAsync({ params: { path: { offeringId: sheet.offeringId } }, body: { releaseAt: at } });
      void message.success(t('grades.release.done'));
      onClose();
    });

  return (
    <Dialog
      open
      title={t('grades.release.title', { course: courseName(language, sheet), term: sheet.term })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={release.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReleaseValues> form={form} layout="vertical" name="grade-release" initialValues={{ mode: releaseAt ? 'at' : 'none', at: toLocalInput(releaseAt) }}>
        <RefusalAlert refusal={refusal} />
        <Alert type="info" showIcon title={t('grades.release.hint')} style={{ marginBottom: 16 }} />
        <Form.Item name="mode" label={t('grades.release.mode')}>
          <Radio.Group
            options={[
              { value: 'at', label: t('grades.release.at') },
              { value: 'none', label: t('grades.release.none') },
            ]}
          />
        </Form.Item>
        {mode === 'at' && (
          <Form.Item name="at" label={t('grades.release.time')} rules={[{ required: true, message: t('grades.release.timeRule') }]}>
            <Input type="datetime-local" />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
