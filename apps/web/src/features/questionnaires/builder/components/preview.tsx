import { validateAnswers } from '@gs/sdk/rules/questionnaire';
import { Empty, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { AnswerForm } from '../../components/answer-form/answer-form.tsx';
import type { Answers } from '../../components/answer-form/types.ts';
import type { Question } from '../model/draft.ts';
import '../messages.ts';
import './builder.css';

type Device = 'desktop' | 'phone';

/**
 * The draft as the respondent sees it: the shared answer form (conditions and quotes live as answers
 * are tried, each kind's control and checks), at the page's width or a phone's (390 px). Answers tried
 * here stay here.
 */
export function Preview({ title, description, questions }: { title: string; description?: string | null; questions: readonly Question[] }) {
  const t = useT();
  const [device, setDevice] = useState<Device>('desktop');
  const [answers, setAnswers] = useState<Answers>({});
  const problems = useMemo(() => validateAnswers([...questions], answers, { final: false }), [questions, answers]);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Text>{t('qBuilder.preview.device')}</Typography.Text>
        <Segmented<Device>
          aria-label={t('qBuilder.preview.device')}
          value={device}
          onChange={setDevice}
          options={[
            { value: 'desktop', label: t('qBuilder.preview.desktop') },
            { value: 'phone', label: t('qBuilder.preview.phone') },
          ]}
        />
      </Space>
      <Typography.Text type="secondary">{t('qBuilder.preview.hint')}</Typography.Text>
      <div className="gs-qb-preview-frame" data-phone={device === 'phone' ? '' : undefined} data-testid="qb-preview">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {questions.length === 0 ? (
          <Empty description={t('qBuilder.preview.empty')} />
        ) : (
          <AnswerForm questions={questions} answers={answers} onChange={setAnswers} problems={problems} phone={device === 'phone'} />
        )}
      </div>
    </Space>
  );
}
