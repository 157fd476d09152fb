import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useSettings } from '../../stores/settings.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HeaderTools } from './header-tools.tsx';
import '../../i18n/messages/layouts.ts';

export function FoldButton() {
  const t = useT();
  const collapse = useSettings((s) => s.collapse);
  const toggle = useSettings((s) => s.toggleCollapse);
  const label = collapse ? t('header.unfold') : t('header.fold');
  return <Button type="text" aria-label={label} aria-expanded={!collapse} icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={toggle} />;
}

/** The header: what the layout puts on the left (fold + breadcrumbs by default), the tools on the right. */
export function HeaderBar({ left, dark }: { left?: ReactNode; dark?: boolean }) {
  return (
    <Layout.Header className={dark ? 'gs-header gs-header-dark' : 'gs-header'}>
      <Flex align="center" gap={8} style={{ minWidth: 0, flex: 1 }}>
        {left ?? (
          <>
            <FoldButton />
            <Breadcrumbs />
          </>
        )}
      </Flex>
      <HeaderTools />
    </Layout.Header>
  );
}
