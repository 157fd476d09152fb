import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { BusinessListPage } from '../../../components/application/business-list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../i18n/i18n.ts';
import '../../../i18n/messages/applications.ts';
import '../messages.ts';

/**
 * Status changes (xj/xjyd/index, /xj/xjyd): the applications of the caller's scope by kind, state,
 * college and keyword; to decide, one by one or at once, as every review list; staff enter one for a
 * student (/addXjyd). Every status change is of the business `xjyd` (SPEC 3 approval submission).
 */
export default function StatusChangeListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();

  return (
    <BusinessListPage
      coreCode="xjyd"
      searchTitle="statusChange.search.title"
      keywordHint="statusChange.search.keywordHint"
      title={(total) => t('statusChange.list.title', { total })}
      label="statusChange.table"
      toolbar={
        can({ role: ['staff'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.statusChangeAdd)}>
            {t('statusChange.add')}
          </Button>
        )
      }
    />
  );
}
