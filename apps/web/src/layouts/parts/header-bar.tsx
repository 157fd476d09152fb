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

/**
 * The header: what the layout puts on the left (fold + breadcrumbs by default), the tools on the right.
 * `brand`: in the theme's own colour, with light text (the common layout's full-width bar).
 */
export function HeaderBar({ left, dark, brand }: { left?: ReactNode; dark?: boolean; brand?: boolean }) {
  const className = ['gs-header', dark ? 'gs-header-dark' : '', brand ? 'gs-header-brand' : ''].filter(Boolean).join(' ');
  return (
    <Layout.Header className={className}>
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
