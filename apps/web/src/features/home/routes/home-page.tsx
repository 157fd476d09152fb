import { Card, Col, Row, Space, Statistic, Tag, theme } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../../components/menu-icon.tsx';
import { type Notice, useLatestNotices } from '../../../components/notice/api.ts';
import { NoticeList } from '../../../components/notice/notice-list.tsx';
import { routeTitle, useLanguage, useT } from '../../../i18n/i18n.ts';
import { mark, perfMarks } from '../../../lib/perf-marks.ts';
import { formatDate, greetingKey } from '../../../lib/time.ts';
import { type MenuNode, useSession } from '../../../stores/session.ts';
import { decidingRoles } from '../../../components/application/deciding-roles.ts';
import { homePanelsFor } from '../../../lib/home-panels.ts';
import '../messages.ts';

// The detail dialog (sanitiser, drag) loads on the first click, not with the home page.
const NoticeDialog = lazy(() => import('../../../components/notice/notice-dialog.tsx'));
// What waits for a decision: its own chunk, loaded only for the accounts that decide.
const TodoCard = lazy(() => import('../../../components/application/todo-card.tsx'));

function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.meta.hidden ? [] : node.children?.length ? leaves(node.children) : [node]));
}

/** Home (SPEC 2, root layout index): greeting, the user's role, quick entries from the menu, latest notices. */
export default function HomePage() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const info = useSession((s) => s.info);
  const menus = useSession((s) => s.menus);
  const entries = useMemo(() => leaves(menus ?? []).filter((node) => node.path.startsWith('/') && node.meta.target !== '_blank'), [menus]);
  const notices = useLatestNotices(6);
  const [reading, setReading] = useState<Notice | undefined>(undefined);
  const { token } = theme.useToken();
  const now = new Date();
  // The shell and its home page are on screen: the end of sign-in for the benchmark.
  useEffect(() => mark(perfMarks.shellReady), []);
  const role = info?.roles[0]?.roleKey;
  const decides = role !== undefined && (decidingRoles as readonly string[]).includes(role);
  const name = info?.user.realName ?? info?.user.nickName ?? info?.username ?? '';

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row gutter={[16, 16]} align="middle">
          <Col flex="auto">
            <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
              {t('home.greeting', { greeting: t(greetingKey(now)), name })}
            </h2>
            <Space wrap style={{ marginTop: 8 }}>
              <span style={{ color: token.colorTextSecondary }}>{t('home.today', { date: formatDate(now, 'YYYY-MM-DD') })}</span>
              {info?.roles[0] && <Tag color="blue">{t('home.role', { role: info.roles[0].name })}</Tag>}
              {info?.user.deptName && <Tag>{info.user.deptName}</Tag>}
            </Space>
          </Col>
          <Col>
            <Statistic title={t('home.quickEntries')} value={entries.length} />
          </Col>
        </Row>
      </Card>
      {decides && (
        <Suspense fallback={null}>
          <TodoCard />
        </Suspense>
      )}
      {/* What other areas add for this role (the reviewer's open reviews); each its own chunk. */}
      {homePanelsFor(role).map(({ key, Panel }) => (
        <Suspense key={key} fallback={null}>
          <Panel />
        </Suspense>
      ))}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('home.quickEntries')}>
            {entries.length === 0 ? (
              <p style={{ color: token.colorTextTertiary }}>{t('common.noData')}</p>
            ) : (
              <Row gutter={[12, 12]}>
                {entries.slice(0, 12).map((node) => (
                  <Col key={node.path} xs={12} sm={8}>
                    <Card
                      size="small"
                      hoverable
                      style={{ height: '100%' }}
                      onClick={() => navigate(node.path)}
                      role="link"
                      aria-label={routeTitle(language, node.name, node.meta.title)}
                    >
                      <div className="gs-quick-entry">
                        <MenuIcon name={node.meta.icon} />
                        <span className="gs-quick-entry-label">{routeTitle(language, node.name, node.meta.title)}</span>
                      </div>
                    </Card>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('home.notices')}>
            <NoticeList notices={notices.data?.records ?? []} loading={notices.isPending} empty={t('home.noticesEmpty')} onOpen={setReading} />
          </Card>
        </Col>
      </Row>
      {reading && (
        <Suspense fallback={null}>
          <NoticeDialog notice={reading} onClose={() => setReading(undefined)} />
        </Suspense>
      )}
    </Space>
  );
}
