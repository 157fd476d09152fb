import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ApplicationListPage } from '../../../components/application/application-list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import { useT } from '../../../i18n/i18n.ts';
import '../messages.ts';

/**
 * Status changes (xj/xjyd/index, /xj/xjyd): the shared application list of the business `xjyd` (SPEC 3
 * approval submission), with the graduate school's button to enter one for a student (/addXjyd).
 */
export default function StatusChangeListPage() {
  const t = useT();
  const navigate = useNavigate();
  const { can } = useAccess();
  return (
    <ApplicationListPage
      coreCode="xjyd"
      search={{ name: 'xjyd-search', title: 'statusChange.search.title' }}
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
