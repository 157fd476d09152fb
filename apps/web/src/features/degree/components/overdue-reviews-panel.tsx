import { Alert, Card, Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { BlindReview } from '../api/keys.ts';
import { useMyReviews } from '../api/reviews.ts';
import { OverdueTag, ReviewStateTag } from './parts.tsx';
import '../messages.ts';

/** A review still waiting for its reviewer (the declaration or the review itself). */
const pending = (review: BlindReview) => review.state === 'awaiting_declaration' || review.state === 'open';

/**
 * The reviewer's home panel (issue 24 §1): their blind reviews still to do, the overdue ones first and flagged;
 * nothing shows for a teacher with none open.
 */
export default function OverdueReviewsPanel() {
  const t = useT();
  const reviews = useMyReviews({ current: 1, size: 100 });
  const open = (reviews.data?.records ?? []).filter(pending).sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate));
  if (open.length === 0) return null;
  const overdue = open.filter((review) => review.overdue).length;
  return (
    <Card title={t('degree.home.title')} extra={<Link to={paths.thesisReview}>{t('degree.home.all')}</Link>} role="region" aria-label={t('degree.home.title')}>
      <Flex vertical gap={12}>
        <Alert
          type={overdue > 0 ? 'error' : 'info'}
          showIcon
          title={overdue > 0 ? t('degree.home.overdue', { count: open.length, overdue }) : t('degree.home.open', { count: open.length })}
        />
        <List<BlindReview>
          size="small"
          dataSource={open.slice(0, 5)}
          renderItem={(review) => (
            <List.Item>
              <Flex wrap gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
                <Typography.Text style={{ minWidth: 0 }}>
                  {review.thesisCode} · {review.title}
                </Typography.Text>
                <Flex wrap gap={4} align="center">
                  <Typography.Text type={review.overdue ? 'danger' : 'secondary'}>{t('degree.home.due', { date: review.dueDate })}</Typography.Text>
                  {review.overdue && <OverdueTag />}
                  <ReviewStateTag state={review.state} />
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
}
