import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Grid, List, Progress, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { DetailView, type DetailItem } from '../../../components/page-kit/detail-view.tsx';
import { useDownload } from '../../../components/use-download.tsx';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { dictLabel, useDict } from '../../../lib/dicts.ts';
import { type ReportCard, type ReportCardCourse, type ReportCardGroup, reportCardPdfPath } from '../api/keys.ts';
import { averageText, courseName, markText, pointsText } from './marks.ts';
import './report-card.css';
import '../messages.ts';

type Student = ReportCard['student'];

const studentItems: readonly DetailItem<Student>[] = [
  { key: 'xykh', label: 'grades.field.xykh' },
  { key: 'xm', label: 'grades.field.xm' },
  { key: 'pycc', label: 'grades.field.pycc', dict: 'xj_pycc' },
  { key: 'xymc', label: 'grades.field.xymc' },
  { key: 'zymc', label: 'grades.field.zymc' },
  { key: 'rxnj', label: 'grades.field.rxnj' },
];

/** A course's result: passed or failed; nothing while a deferred exam waits. */
function Result({ course }: { course: ReportCardCourse }) {
  const t = useT();
  if (course.passed === null) return <>-</>;
  return <Tag color={course.passed ? 'success' : 'error'}>{t(course.passed ? 'grades.card.passed' : 'grades.card.failed')}</Tag>;
}

/**
 * The courses of one term: code, name, credits, kind, the mark with its flag, the points and the result.
 * A phone lists them, each course a block whose figures wrap, where a table of seven columns would
 * scroll sideways.
 */
function TermCourses({ courses, label }: { courses: readonly ReportCardCourse[]; label: string }) {
  const t = useT();
  const language = useLanguage();
  const kinds = useDict('kc_kclx');
  const phone = Grid.useBreakpoint().md === false;
  if (phone) {
    return (
      <List<ReportCardCourse>
        size="small"
        aria-label={label}
        dataSource={[...courses]}
        rowKey="kcdm"
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={`${c.kcdm} ${courseName(language, c)}`}
              description={
                <Flex wrap gap={12} align="center">
                  <span>
                    {t('grades.field.xf')} {c.xf}
                  </span>
                  <span>{dictLabel(kinds.dict, c.kclx)}</span>
                  <span>
                    {t('grades.field.mark')} {markText(t, c)}
                  </span>
                  <span>
                    {t('grades.field.points')} {pointsText(c.points)}
                  </span>
                  <Result course={c} />
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table<ReportCardCourse>
      size="small"
      aria-label={label}
      rowKey="kcdm"
      dataSource={[...courses]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'kcdm', title: t('grades.field.kcdm'), dataIndex: 'kcdm', width: 100 },
        { key: 'kcmc', title: t('grades.field.kcmc'), render: (_, c) => courseName(language, c) },
        { key: 'xf', title: t('grades.field.xf'), dataIndex: 'xf', width: 70, align: 'right' },
        { key: 'kclx', title: t('grades.field.kclx'), width: 130, render: (_, c) => dictLabel(kinds.dict, c.kclx) },
        { key: 'mark', title: t('grades.field.mark'), width: 110, render: (_, c) => markText(t, c) },
        { key: 'points', title: t('grades.field.points'), width: 80, align: 'right', render: (_, c) => pointsText(c.points) },
        { key: 'passed', title: t('grades.card.result'), width: 100, render: (_, c) => <Result course={c} /> },
      ]}
    />
  );
}

/** Each group of the student's training plan: the credits it asks for, those earned, and how far along. */
function PlanGroups({ groups }: { groups: readonly ReportCardGroup[] }) {
  const t = useT();
  const language = useLanguage();
  if (groups.length === 0) return <Typography.Text type="secondary">{t('grades.card.noPlan')}</Typography.Text>;
  return (
    <Table<ReportCardGroup>
      size="small"
      aria-label={t('grades.card.groupsTable')}
      rowKey="name"
      dataSource={[...groups]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', title: t('grades.card.group'), render: (_, g) => (language === 'en' && g.nameEn ? g.nameEn : g.name) },
        { key: 'required', title: t('grades.card.required'), dataIndex: 'requiredCredits', width: 90, align: 'right' },
        { key: 'earned', title: t('grades.card.earned'), dataIndex: 'earnedCredits', width: 90, align: 'right' },
        {
          key: 'progress',
          title: t('grades.card.progress'),
          width: 160,
          render: (_, g) => (
            <Progress
              size="small"
              percent={g.requiredCredits > 0 ? Math.min(100, Math.round((g.earnedCredits / g.requiredCredits) * 100)) : 100}
              status={g.earnedCredits >= g.requiredCredits ? 'success' : 'normal'}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * A student's report card as a page: who, then per term the courses with credits, the mark (score,
 * level or flag) and the points, the term's credits and average; the credits earned, the
 * credit-weighted average and the credits per group of the training plan. "Download PDF" saves the
 * server's searchable PDF; "Print" prints the page without the shell (report-card.css). The student's
 * own card (`releasedOnly`) says that it lists released grades only: the server leaves the rest out.
 */
export function ReportCardView({ card, releasedOnly = false }: { card: ReportCard; releasedOnly?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const download = useDownload();
  const { student } = card;
  return (
    <div className="gs-report-print">
      {/* The buttons open the card's body, not its head: beside a long title a phone would cut one or the other. */}
      <Card title={t('grades.card.of', { name: student.xm, xykh: student.xykh })}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space wrap className="gs-no-print">
            <Button
              type="primary"
              icon={<FilePdfOutlined />}
              loading={download.busy === 'report-card'}
              onClick={() => void download.run('report-card', t('grades.card.pdf'), reportCardPdfPath(student.xykh))}
            >
              {t('grades.card.pdf')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('grades.card.print')}
            </Button>
          </Space>
          <DetailView<Student> row={student} items={studentItems} column={{ xs: 1, md: 2, xl: 3 }} />
          <Row gutter={[16, 16]} role="group" aria-label={t('grades.card.summary')}>
            <Col xs={12} md={6}>
              <Statistic title={t('grades.card.credits')} value={card.credits} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('grades.card.weightedAverage')} value={averageText(card.weightedAverage)} />
            </Col>
          </Row>
          <Flex wrap gap={8} justify="space-between">
            {releasedOnly && <Typography.Text type="secondary">{t('grades.card.releasedOnly')}</Typography.Text>}
            <Typography.Text type="secondary">{t('grades.card.generatedAt', { at: card.generatedAt })}</Typography.Text>
          </Flex>
        </Space>
      </Card>
      {card.terms.length === 0 ? (
        <Card style={{ marginTop: 16 }}>
          <Empty description={t('grades.card.none')} />
        </Card>
      ) : (
        card.terms.map((term) => {
          const name = language === 'en' ? term.nameEn : term.name;
          return (
            <Card key={term.term} size="small" style={{ marginTop: 16 }} title={name}>
              {/* Under the title, not beside it: a phone's card head has no room for both. */}
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {t('grades.card.termSummary', { credits: term.credits, average: averageText(term.average) })}
              </Typography.Paragraph>
              <TermCourses courses={term.courses} label={t('grades.card.termTable', { term: name })} />
            </Card>
          );
        })
      )}
      <Card size="small" style={{ marginTop: 16 }} title={t('grades.card.groups')}>
        <PlanGroups groups={card.groups} />
      </Card>
    </div>
  );
}
