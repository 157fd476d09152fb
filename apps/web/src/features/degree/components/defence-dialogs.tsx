import { Alert, App, Form, Input, Radio, Select } from 'antd';
import { FileUpload, type UploadedFile } from '../../../components/file-upload.tsx';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useCloseDefence, useRecordVote } from '../api/defences.ts';
import { DEFENCE_RECORD_URL, type Defence, type DefenceVote } from '../api/keys.ts';
import { committeeRoleKey } from './parts.tsx';
import '../messages.ts';

type VoteValues = { gh: string; vote: DefenceVote; comment?: string };

/**
 * A member's vote (recordDefenceVote): a member records their own; the secretary, a college and the graduate
 * school record any member's, as read out at the defence.
 */
export function VoteDialog({ defence, ownGh, onClose }: { defence: Defence; ownGh: string | undefined; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<VoteValues>();
  const { refusal, press } = useFormPress(form);
  const record = useRecordVote();
  const members = defence.mayRecord ? defence.members : defence.members.filter((member) => member.gh === ownGh);
  const own = members.find((member) => member.gh === ownGh);
  const required = t('degree.form.required');
  const send = () =>
    press(async (values) => {
      const comment = values.comment?.trim();
      await record.mutateAsync({
        params: { path: { defenceId: defence.id } },
        body: { gh: values.gh, vote: values.vote, ...(comment ? { comment } : {}) },
      });
      const name = defence.members.find((member) => member.gh === values.gh)?.xm ?? values.gh;
      message.success(t('degree.vote.recorded', { name }));
      onClose();
    });
  return (
    <Dialog
      open
      title={t('degree.vote.title', { name: defence.xm })}
      okText={t('degree.vote.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={record.isPending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<VoteValues>
        form={form}
        layout="vertical"
        name="degree-vote"
        initialValues={own ? { gh: own.gh, ...(own.vote ? { vote: own.vote } : {}), comment: own.comment ?? '' } : {}}
      >
        <RefusalAlert refusal={refusal} />
        <Form.Item name="gh" label={t('degree.vote.member')} rules={[{ required: true, message: required }]}>
          <Select
            options={members.map((member) => ({
              value: member.gh,
              label: t('degree.vote.memberOption', {
                name: member.xm,
                role: t(committeeRoleKey(member.role)),
                vote: member.vote ? t(`degree.vote.${member.vote}`) : t('degree.vote.none'),
              }),
            }))}
          />
        </Form.Item>
        <Form.Item name="vote" label={t('degree.vote.vote')} rules={[{ required: true, message: required }]}>
          <Radio.Group>
            <Radio value="pass">{t('degree.vote.pass')}</Radio>
            <Radio value="fail">{t('degree.vote.fail')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="comment" label={t('degree.vote.comment')} rules={[{ max: 500, message: t('degree.form.length', { min: 0, max: 500 }) }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

type CloseValues = { resolution: string; recordFile: UploadedFile[] };

/**
 * 结束答辩 (closeDefence): every member has voted; the result follows the configured pass share (shown with the
 * votes), the resolution and the signed record (uploadDefenceRecord) go with it.
 */
export function CloseDefenceDialog({ defence, onClose }: { defence: Defence; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CloseValues>();
  const { refusal, press } = useFormPress(form);
  const close = useCloseDefence();
  const waiting = defence.members.filter((member) => member.vote === null);
  const required = t('degree.form.required');
  const send = () =>
    press(async (values) => {
      const recordFile = values.recordFile[0]?.id;
      if (!recordFile) throw new Error('no record uploaded');
      await close.mutateAsync({ params: { path: { defenceId: defence.id } }, body: { resolution: values.resolution.trim(), recordFile } });
      message.success(t('degree.close.done', { name: defence.xm }));
      onClose();
    });
  return (
    <Dialog
      open
      width={640}
      title={t('degree.close.title', { name: defence.xm })}
      okText={t('degree.close.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={close.isPending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CloseValues> form={form} layout="vertical" name="degree-close" initialValues={{ resolution: '', recordFile: [] }}>
        <RefusalAlert refusal={refusal} />
        <Alert
          type={waiting.length > 0 ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('degree.defence.voteCount', {
            pass: defence.passVotes,
            fail: defence.failVotes,
            total: defence.members.length,
            share: t(`degree.share.${defence.passShare}`),
          })}
          description={waiting.length > 0 ? t('degree.close.waiting', { names: waiting.map((member) => member.xm).join(t('common.listSep')) }) : undefined}
        />
        <Form.Item
          name="resolution"
          label={t('degree.defence.resolution')}
          rules={[
            { required: true, whitespace: true, message: required },
            { min: 10, max: 2000, message: t('degree.form.length', { min: 10, max: 2000 }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="recordFile"
          label={t('degree.defence.record')}
          extra={t('degree.close.recordHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('degree.close.recordPick') }]}
        >
          <FileUpload url={DEFENCE_RECORD_URL} accept=".pdf,.doc,.docx" maxSizeMb={5} multiple={1} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
