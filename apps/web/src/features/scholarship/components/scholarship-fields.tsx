import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Alert, Button, Col, Collapse, Form, type FormInstance, Input, Row, Select, Skeleton, Space, Typography } from 'antd';
import { DictSelect } from '../../../components/dict-select.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useScholarshipRules } from '../api/get-rules.ts';
import { cappedScores } from '@gs/sdk/rules/scholarship';
import type { AchievementDraft, ScholarshipRules } from '../types.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

const CATEGORY_DICT = dictFields.ScholarshipAchievementInput.category;

/** The rule table, folded: what each category and level is worth and the caps. */
function RuleTable({ rules }: { rules: ScholarshipRules }) {
  const t = useT();
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 12 }}
      items={[
        {
          key: 'rules',
          label: t('scholarship.form.rules'),
          children: (
            <Space orientation="vertical" size={4}>
              <Typography.Text type="secondary">{t('scholarship.form.rulesHint')}</Typography.Text>
              {rules.categories.map((rule) => (
                <div key={rule.category}>
                  <Typography.Text strong>{rule.name}</Typography.Text>
                  {t('common.colon')}
                  {rule.levels.length > 0
                    ? rule.levels.map((level) => `${level.name} ${level.points}`).join(t('common.listSep'))
                    : t('scholarship.form.perItem', { points: rule.points ?? 0 })}
                  {rule.cap !== null && t('common.paren', { text: t('scholarship.form.cap', { cap: rule.cap }) })}
                </div>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * The scholarship's own fields in the application form (payload `scholarship`): the academic year from
 * the served rule table, the achievements as an editable list with each one's score and the total as
 * the student types (the same rule as the server's), and the personal statement.
 */
export function ScholarshipFields({ form }: { form: FormInstance }) {
  const t = useT();
  const rules = useScholarshipRules();
  const achievements = (Form.useWatch('achievements', form) ?? []) as (AchievementDraft | undefined)[];
  if (rules.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!rules.data) return <Alert type="error" showIcon title={t('application.notFound')} />;
  const table = rules.data;
  const { scores, total } = cappedScores(table, achievements);
  const required = { required: true, message: t('application.form.required') };
  const label = (index: number, field: string) => t('scholarship.form.rowOf', { index: index + 1, field });

  return (
    <>
      <Form.Item name="year" label={t('scholarship.form.year')} initialValue={table.year} rules={[required]}>
        <Input readOnly style={{ maxWidth: 200 }} />
      </Form.Item>
      <RuleTable rules={table} />
      <Form.List
        name="achievements"
        initialValue={[{}]}
        rules={[
          {
            validator: (_rule, value: unknown[] | undefined) =>
              value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('scholarship.form.atLeastOne'))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div role="group" aria-label={t('scholarship.form.achievements', { count: fields.length, max: table.maxAchievements })}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('scholarship.form.achievements', { count: fields.length, max: table.maxAchievements })}
            </Typography.Title>
            {fields.map((field, index) => {
              const draft = achievements[index];
              const rule = table.categories.find((category) => category.category === draft?.category);
              const levels = rule?.levels ?? [];
              return (
                <Row key={field.key} gutter={8} align="top" wrap>
                  <Col xs={12} md={5}>
                    <Form.Item name={[field.name, 'category']} rules={[required]}>
                      <DictSelect
                        dict={CATEGORY_DICT}
                        aria-label={label(index, t('scholarship.form.category'))}
                        placeholder={t('scholarship.form.category')}
                        onChange={() => form.setFieldValue(['achievements', field.name, 'level'], undefined)}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item name={[field.name, 'level']} rules={levels.length > 0 ? [required] : []}>
                      <Select<string>
                        aria-label={label(index, t('scholarship.form.level'))}
                        placeholder={rule && levels.length === 0 ? t('scholarship.form.noLevel') : t('scholarship.form.level')}
                        disabled={levels.length === 0}
                        options={levels.map((level) => ({ value: level.level, label: `${level.name}${t('common.paren', { text: String(level.points) })}` }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={7}>
                    <Form.Item name={[field.name, 'title']} rules={[required, { min: 2, message: t('application.form.required') }]}>
                      <Input aria-label={label(index, t('scholarship.form.title'))} placeholder={t('scholarship.form.title')} maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'date']} rules={[required]}>
                      <Input type="date" aria-label={label(index, t('scholarship.form.date'))} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={3}>
                    <Space>
                      <span aria-label={label(index, t('scholarship.form.score'))} style={{ display: 'inline-block', minWidth: 28, lineHeight: '32px' }}>
                        {scores[index] ?? '-'}
                      </span>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('scholarship.form.remove', { index: index + 1 })}
                        disabled={fields.length <= 1}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  </Col>
                </Row>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Space style={{ marginBottom: 16 }} wrap>
              <Button icon={<PlusOutlined />} disabled={fields.length >= table.maxAchievements} onClick={() => add({})}>
                {t('scholarship.form.add')}
              </Button>
              <Typography.Text strong aria-live="polite">
                {t('scholarship.form.total', { total })}
              </Typography.Text>
            </Space>
          </div>
        )}
      </Form.List>
      <Form.Item name="statement" label={t('scholarship.form.statement')} rules={[required, { min: 10, message: t('scholarship.form.statementMin') }]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
