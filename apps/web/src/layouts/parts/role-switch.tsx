import { SwapOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { changeRole } from '../../lib/session.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../stores/session.ts';
import { useTabs } from '../../stores/tabs.ts';
import { useDialogs } from '../../components/page-kit/dialog.tsx';

/** SPEC 4 "Role switch": the current role (roles[0]) is disabled; confirm, switch on the server, reload. */
export function RoleSwitch() {
  const t = useT();
  const { message } = App.useApp();
  const modal = useDialogs();
  const info = useSession((s) => s.info);
  if (!info || info.allRoles.length < 2) return null;
  const current = info.roles[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: current ? [String(current.id)] : [],
        items: info.allRoles.map((role) => ({
          key: String(role.id),
          label: role.name,
          disabled: current !== undefined && String(role.id) === String(current.id),
        })),
        onClick: ({ key }) => {
          const role = info.allRoles.find((item) => String(item.id) === key);
          if (!role) return;
          modal.confirm({
            title: t('auth.role.confirmTitle'),
            content: t('auth.role.confirmContent', { role: role.name }),
            okText: t('common.ok'),
            cancelText: t('common.cancel'),
            onOk: async () => {
              await changeRole(String(role.id));
              message.success(t('auth.role.switched', { role: role.name }));
              // The new role has other routes: its tabs start afresh, and the page reloads at home.
              useTabs.getState().clear();
              window.location.assign(import.meta.env.BASE_URL);
            },
          });
        },
      }}
    >
      <Button type="text" icon={<SwapOutlined />} aria-label={t('auth.role.switch')}>
        {current?.name}
      </Button>
    </Dropdown>
  );
}
