import { dictFields } from '@gs/sdk/dict-fields';
import { Card, List, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useT } from '../../i18n/i18n.ts';
import { dictLabel } from '../../lib/dicts.ts';
import { useKitDicts } from '../page-kit/kit-dicts.ts';
import { RowAction } from '../row-action.tsx';
import { WholeNumbers } from '../whole-numbers.tsx';
import { type Application, useApplications } from './api.ts';
import { applicationPath } from './kind-plugin.ts';
import '../../i18n/messages/applications.ts';

const kindDict = dictFields.Application.kind;

/**
 * What waits for the signed-in account's decision (`todo=true`): the home page of a supervisor,
 * a college secretary or the graduate school. Loaded on its own, only for accounts that decide.
 */
export default function TodoCard() {
  const t = useT();
  const navigate = useNavigate();
  const todo = useApplications({ todo: true, current: 1, size: 5, sortField: 'submitTime', sortOrder: 'desc' });
  const dicts = useKitDicts([kindDict]);
  const total = todo.data?.total ?? 0;
  return (
    <Card
      title={t('application.todo.title')}
      extra={
        <Space size={8}>
          <Tag color={total > 0 ? 'orange' : 'default'}>{t('application.todo.count', { total })}</Tag>
          {/* Every one of them, past the five shown here: the work list (issue 22 §1). */}
          <Link to={paths.worklist}>{t('application.todo.all')}</Link>
        </Space>
      }
    >
      <section aria-label={t('application.todo.title')}>
        <List<Application>
          size="small"
          loading={todo.isPending}
          dataSource={todo.data?.records ?? []}
          locale={{ emptyText: t('application.todo.none') }}
          renderItem={(application) => (
            <List.Item
              actions={[applicationPath(application)].flatMap((path) =>
                path
                  ? [
                      <RowAction key="open" onClick={() => navigate(path)} aria-label={t('application.viewOf', { title: application.title })}>
                        {t('application.view')}
                      </RowAction>,
                    ]
                  : [],
              )}
            >
              <List.Item.Meta
                className="gs-todo-item"
                title={`${dictLabel(dicts[kindDict], application.kind)} · ${application.subject.xm}`}
                description={
                  <>
                    <WholeNumbers text={application.summary} />
                    {/* The time keeps together: in a narrow card it goes to the next line whole. */}
                    <span className="gs-todo-time">{t('common.paren', { text: application.submitTime ?? application.createTime })}</span>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </section>
    </Card>
  );
}
