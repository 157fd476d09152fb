import { App, Form, InputNumber, Select, TreeSelect } from 'antd';
import { useNavigate } from 'react-router';
import { useOrgTree } from '../../../components/org/api.ts';
import { majorTree } from '../../../components/org/tree.ts';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useCreatePlan, usePlanTemplates } from '../api/plans.ts';
import { degreeLabel } from './degree.ts';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

interface Values {
  zydm: string;
  nj: number;
  templateId: string;
}

/**
 * A new plan from a template: the major, the cohort and the template (its groups, those of the college's
 * courses filled in by the server). Opens the editor on the plan made.
 */
export function CreatePlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const tree = useOrgTree();
  const templates = usePlanTemplates();
  const create = useCreatePlan();
  const submit = async () => {
    const values = await form.validateFields();
    const plan = await create.mutateAsync({ body: values });
    void message.success(t('plans.create.done'));
    onClose();
    navigate(paths.planEdit(plan.id));
  };
  return (
    <Dialog
      open={open}
      title={t('plans.create.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={create.isPending}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ nj: new Date().getFullYear() + 1 }}>
        <Form.Item name="zydm" label={t('plans.create.major')} rules={[{ required: true, message: t('plans.create.required') }]}>
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            treeData={(majorTree(tree.data) ?? []).map((college) => ({
              value: college.id,
              title: college.name,
              selectable: false,
              children: (college.children ?? []).map((major) => ({ value: major.id, title: major.name })),
            }))}
          />
        </Form.Item>
        <Form.Item name="nj" label={t('plans.create.cohort')} rules={[{ required: true, message: t('plans.create.required') }]}>
          <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="templateId" label={t('plans.create.template')} rules={[{ required: true, message: t('plans.create.required') }]}>
          <Select options={(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: `${tpl.name} · ${t(degreeLabel(tpl.degree))}` }))} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
