import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ApplicationList } from '../../../components/application/application-list.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';

/**
 * Status changes (xj/xjyd/index, /xj/xjyd): the applications of the business `xjyd` in the caller's
 * scope, with the shared search, to-decide filter and decisions; staff enter one for a student (/addXjyd).
 */
export default function StatusChangeListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  return (
    <ApplicationList
      coreCode="xjyd"
      search={{ name: 'xjyd-search', title: 'statusChange.search.title', keywordHint: 'statusChange.search.keywordHint' }}
      title={(total) => t('statusChange.list.title', { total })}
      table={{ label: 'statusChange.table', storageKey: 'gs-xjyd-columns' }}
      toolbar={() =>
        can({ role: ['staff'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/addXjyd')}>
            {t('statusChange.add')}
          </Button>
        )
      }
    />
  );
}
