import { DownloadOutlined } from '@ant-design/icons';
import { dictFields } from '@gs/sdk/dict-fields';
import { Alert, App, Button, Descriptions, Drawer, Flex, Form, Input, InputNumber, Radio, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { DictTag } from '../../../components/dict-tag.tsx';
import { FileUpload, type UploadedFile } from '../../../components/file-upload.tsx';
import { useDialogs } from '../../../components/page-kit/dialog.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import { type BlindReview, REVIEW_FORM_URL, REVIEW_GRADES, type ReviewGrade, reviewThesisPath } from '../api/keys.ts';
import { useDeclareConflict, useMyReview, useSubmitReview } from '../api/reviews.ts';
import { FileButton, GRADE_COLOUR, OverdueTag, ReviewStateTag, gradeText } from './parts.tsx';
import '../messages.ts';

const when = (value: string | null | undefined) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm') : '-');

/** What the reviewer knows of the thesis: its code, title, major and level, nothing that names anyone. */
function ThesisFacts({ review }: { review: BlindReview }) {
  const t = useT();
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        { key: 'code', label: t('degree.thesis.code'), children: review.thesisCode },
        { key: 'title', label: t('degree.thesis.title'), children: review.title },
        { key: 'major', label: t('degree.student.zymc'), children: review.zymc },
        { key: 'level', label: t('degree.student.pycc'), children: <DictTag dict={dictFields.BlindReview.pycc} value={review.pycc} /> },
        { key: 'round', label: t('degree.review.round'), children: review.round },
        {
          key: 'due',
          label: t('degree.review.dueDate'),
          children: (
            <Space size={4}>
              {review.dueDate}
              {review.overdue && <OverdueTag />}
            </Space>
          ),
        },
        { key: 'state', label: t('degree.review.state'), children: <ReviewStateTag state={review.state} /> },
      ]}
    />
  );
}

type Declaration = { note?: string };

/**
 * The conflict-of-interest declaration that comes before the thesis opens (declareConflict): none starts the
 * review at once; a conflict declines it (asked first: it cannot be undone), with an optional note.
 */
function DeclarationForm({ review }: { review: BlindReview }) {
  const t = useT();
  const { message } = App.useApp();
  const dialogs = useDialogs();
  const [form] = Form.useForm<Declaration>();
  const { refusal, press } = useFormPress(form);
  const declare = useDeclareConflict();
  const send = (conflict: boolean) =>
    press(async (values) => {
      const note = values.note?.trim();
      await declare.mutateAsync({ params: { path: { reviewId: review.id } }, body: { conflict, ...(note ? { note } : {}) } });
      message.success(t(conflict ? 'degree.declare.declined' : 'degree.declare.opened'));
    });
  const decline = () =>
    void dialogs.confirm({
      title: t('degree.declare.decline'),
      content: t('degree.declare.confirm'),
      okText: t('degree.declare.decline'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => send(true),
    });
  return (
    <Form<Declaration> form={form} layout="vertical" name="degree-declaration" role="form" aria-label={t('degree.declare.title')}>
      <Typography.Title level={5}>{t('degree.declare.title')}</Typography.Title>
      <Alert type="info" showIcon title={t('degree.declare.hint')} style={{ marginBottom: 16 }} />
      <RefusalAlert refusal={refusal} />
      <Form.Item name="note" label={t('degree.declare.note')} rules={[{ max: 500, message: t('degree.form.length', { min: 0, max: 500 }) }]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Flex wrap gap={8}>
        <Button type="primary" loading={declare.isPending} onClick={() => void send(false)}>
          {t('degree.declare.start')}
        </Button>
        <Button danger disabled={declare.isPending} onClick={decline}>
          {t('degree.declare.decline')}
        </Button>
      </Flex>
    </Form>
  );
}

type ReviewValues = { score: number; grade: ReviewGrade; comments: string; reviewForm: UploadedFile[] };

/** The review itself (submitReview): score, grade A-D with what each means, comments and the signed review form. */
function ReviewForm({ review }: { review: BlindReview }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReviewValues>();
  const { refusal, press } = useFormPress(form);
  const submit = useSubmitReview();
  const required = t('degree.form.required');
  const send = () =>
    press(async (values) => {
      const reviewForm = values.reviewForm[0]?.id;
      if (!reviewForm) throw new Error('no review form uploaded');
      await submit.mutateAsync({
        params: { path: { reviewId: review.id } },
        body: { score: values.score, grade: values.grade, comments: values.comments.trim(), reviewForm },
      });
      message.success(t('degree.reviewForm.sent'));
    });
  return (
    <Form<ReviewValues>
      form={form}
      layout="vertical"
      name="degree-review"
      role="form"
      aria-label={t('degree.reviewForm.title')}
      initialValues={{
        ...(review.score === null ? {} : { score: review.score }),
        ...(review.grade === null ? {} : { grade: review.grade }),
        comments: review.comments ?? '',
        reviewForm: [],
      }}
    >
      <Typography.Title level={5}>{t('degree.reviewForm.title')}</Typography.Title>
      <RefusalAlert refusal={refusal} />
      <Form.Item name="score" label={t('degree.review.score')} rules={[{ required: true, message: required }]} extra={t('degree.reviewForm.scoreHint')}>
        {/* No step arrows: a score is typed, and their English "Increase/Decrease Value" names would sit among the grades. */}
        <InputNumber<number> min={0} max={100} precision={0} controls={false} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="grade" label={t('degree.review.grade')} rules={[{ required: true, message: required }]}>
        <Radio.Group>
          <Space orientation="vertical">
            {REVIEW_GRADES.map((grade) => (
              <Radio key={grade} value={grade}>
                {gradeText(t, grade)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="comments"
        label={t('degree.review.comments')}
        rules={[
          { required: true, whitespace: true, message: required },
          { min: 10, max: 4000, message: t('degree.form.length', { min: 10, max: 4000 }) },
        ]}
      >
        <Input.TextArea rows={6} maxLength={4000} showCount />
      </Form.Item>
      <Form.Item
        name="reviewForm"
        label={t('degree.review.form')}
        extra={t('degree.reviewForm.formHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('degree.reviewForm.formPick') }]}
      >
        <FileUpload url={REVIEW_FORM_URL} accept=".pdf,.doc,.docx" maxSizeMb={5} multiple={1} />
      </Form.Item>
      <Button type="primary" loading={submit.isPending} onClick={() => void send()}>
        {t('degree.reviewForm.send')}
      </Button>
    </Form>
  );
}

/** A submitted review as its reviewer reads it back. */
function SubmittedReview({ review }: { review: BlindReview }) {
  const t = useT();
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('degree.reviewForm.mine')}
      items={[
        { key: 'score', label: t('degree.review.score'), children: review.score ?? '-' },
        {
          key: 'grade',
          label: t('degree.review.grade'),
          children: review.grade ? <Tag color={GRADE_COLOUR[review.grade]}>{gradeText(t, review.grade)}</Tag> : '-',
        },
        { key: 'comments', label: t('degree.review.comments'), children: review.comments ?? '-' },
        { key: 'form', label: t('degree.review.form'), children: review.reviewForm ? <FileButton file={review.reviewForm} /> : '-' },
        { key: 'at', label: t('degree.review.submittedAt'), children: when(review.submittedAt) },
      ]}
    />
  );
}

function ReviewBody({ review }: { review: BlindReview }) {
  const t = useT();
  const download = useDownload();
  if (review.state === 'declined') return <Result status="info" title={t('degree.declare.declinedTitle')} subTitle={t('degree.declare.declinedText')} />;
  if (review.state === 'awaiting_declaration' || !review.mayOpen) return <DeclarationForm review={review} />;
  return (
    <Flex vertical gap={16}>
      <Button
        icon={<DownloadOutlined />}
        loading={download.busy === review.id}
        onClick={() => void download.run(review.id, `${review.thesisCode}.pdf`, reviewThesisPath(review.id))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('degree.reviewForm.download', { code: review.thesisCode })}
      </Button>
      {review.revisionNotes && <Alert type="info" showIcon title={t('degree.reviewForm.revisionNotes')} description={review.revisionNotes} />}
      {review.state === 'open' ? (
        <ReviewForm review={review} />
      ) : (
        <>
          {review.state === 'revising' && <Alert type="warning" showIcon title={t('degree.reviewForm.waitingRevision')} />}
          <SubmittedReview review={review} />
        </>
      )}
    </Flex>
  );
}

/**
 * One blind review in a drawer (getMyReview): the thesis by its code only; first the conflict-of-interest
 * declaration, then the anonymised thesis and the review form. Nothing here names the student or supervisor.
 */
export function ReviewDrawer({ reviewId, onClose }: { reviewId: string | null; onClose: () => void }) {
  const t = useT();
  const review = useMyReview(reviewId);
  return (
    <Drawer open={reviewId !== null} title={t('degree.reviewForm.drawer')} size={640} onClose={onClose} destroyOnHidden>
      {review.data ? (
        <Flex vertical gap={16}>
          <ThesisFacts review={review.data} />
          <ReviewBody review={review.data} />
        </Flex>
      ) : review.isError ? (
        <Result status="warning" title={review.error.message} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}
