import { Alert, Empty, Flex, Input, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { type DateRange, useTextAnswers } from '../api/analysis.ts';
import type { Picks } from '../model/cross-filter.ts';
import '../messages.ts';
import './analysis.css';

const pageSize = 5;

/**
 * A text question's answers (listTextAnswers), newest first, five a page, searched on the server; read
 * within the page's date range and the picks of the other questions, as the charts are.
 */
export function TextAnswers({ taskId, n, questionId, range, picks }: { taskId: string; n: number; questionId: string; range: DateRange; picks: Picks }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const filters = picks.filter((pick) => pick.questionId !== questionId).map((pick) => ({ questionId: pick.questionId, values: [...pick.values] }));
  const answers = useTextAnswers(taskId, {
    questionId,
    current,
    size: pageSize,
    ...(keyword ? { keyword } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(filters.length > 0 ? { filters } : {}),
  });
  const page = answers.data;
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('qAnalysis.text.search')}
        aria-label={t('qAnalysis.text.search')}
        maxLength={50}
        onSearch={(value) => {
          setKeyword(value.trim());
          setCurrent(1);
        }}
        style={{ marginBottom: 8 }}
      />
      {answers.isError ? (
        <Alert type="error" showIcon title={t('qAnalysis.loadError')} />
      ) : (
        <Spin spinning={answers.isFetching}>
          {page && page.records.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qAnalysis.text.empty')} />
          ) : (
            <ol className="qa-texts" aria-label={t('qAnalysis.text.list', { n })}>
              {(page?.records ?? []).map((item) => (
                <li key={item.sheetId}>
                  <span className="qa-text">{item.value}</span>
                  <Typography.Text type="secondary" className="qa-text-time">
                    {item.submitTime}
                  </Typography.Text>
                </li>
              ))}
            </ol>
          )}
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{page ? t('qAnalysis.text.total', { total: page.total }) : null}</Typography.Text>
            {page && page.total > pageSize && (
              <Pagination simple size="small" current={current} pageSize={pageSize} total={page.total} showSizeChanger={false} onChange={setCurrent} />
            )}
          </Flex>
        </Spin>
      )}
    </>
  );
}
