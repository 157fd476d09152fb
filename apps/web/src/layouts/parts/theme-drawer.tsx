import { App, Button, Divider, Drawer, Flex, Form, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { backgrounds, columnStyles, type Language, layouts, settings, tabStyles, type ThemeSettings, themeNames } from '../../config/settings.ts';
import { type MessageKey, useLanguage, useT } from '../../i18n/i18n.ts';
import { useSettings } from '../../stores/settings.ts';
import '../../i18n/messages/layouts.ts';

type Flag = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

const switches: { key: Flag; label: MessageKey }[] = [
  { key: 'showTabs', label: 'theme.showTabs' },
  { key: 'showTabsIcon', label: 'theme.showTabsIcon' },
  { key: 'fixedHeader', label: 'theme.fixedHeader' },
  { key: 'showProgressBar', label: 'theme.showProgressBar' },
  { key: 'showRefresh', label: 'theme.showRefresh' },
  { key: 'showSearch', label: 'theme.showSearch' },
  { key: 'showNotice', label: 'theme.showNotice' },
  { key: 'showFullScreen', label: 'theme.showFullScreen' },
  { key: 'showLanguage', label: 'theme.showLanguage' },
];

/** SPEC 2: the theme drawer, 280 px, every setting; save, restore default, random theme. */
export default function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const language = useLanguage();
  const theme = useSettings((s) => s.theme);
  const device = useSettings((s) => s.device);
  const setTheme = useSettings((s) => s.setTheme);
  const setLanguage = useSettings((s) => s.setLanguage);
  const [masking, setMasking] = useState(false);

  const select = <K extends keyof ThemeSettings>(key: K, values: readonly ThemeSettings[K][], prefix: string, label: MessageKey, disabled = false) => (
    <Form.Item label={t(label)} style={{ marginBottom: 12 }}>
      <Select
        aria-label={t(label)}
        value={theme[key]}
        disabled={disabled}
        onChange={(value: ThemeSettings[K]) => setTheme({ [key]: value } as Partial<ThemeSettings>)}
        options={values.map((value) => ({ value, label: t(`${prefix}.${String(value)}` as MessageKey) }))}
      />
    </Form.Item>
  );

  return (
    <Drawer
      title={t('theme.drawerTitle')}
      open={open}
      onClose={onClose}
      size={settings.themeDrawerWidthPx}
      styles={{ body: { paddingBlock: 12 } }}
      footer={
        <Flex gap={8} wrap>
          <Button
            type="primary"
            onClick={() => {
              useSettings.getState().saveTheme();
              message.success(t('theme.saved'));
              onClose();
            }}
          >
            {t('theme.save')}
          </Button>
          <Button
            onClick={() => {
              useSettings.getState().restoreDefaultTheme();
              message.success(t('theme.restored'));
            }}
          >
            {t('theme.restore')}
          </Button>
          <Button
            loading={masking}
            onClick={() => {
              // SPEC 2: the loading mask of the random theme closes after 1 second.
              setMasking(true);
              useSettings.getState().randomTheme();
              setTimeout(() => {
                setMasking(false);
                message.success(t('theme.randomDone'));
              }, 1000);
            }}
          >
            {t('theme.random')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" size="small">
        <Divider titlePlacement="start" plain>
          {t('theme.section.layout')}
        </Divider>
        {select('layout', layouts, 'theme.layout', 'theme.layout', device === 'mobile')}
        {device === 'mobile' && <Typography.Text type="secondary">{t('theme.mobileLayout')}</Typography.Text>}
        {select('columnStyle', columnStyles, 'theme.columnStyle', 'theme.columnStyle')}
        <Divider titlePlacement="start" plain>
          {t('theme.section.theme')}
        </Divider>
        {select('themeName', themeNames, 'theme.name', 'theme.themeName')}
        {select('background', backgrounds, 'theme.background', 'theme.background')}
        {select('tabsBarStyle', tabStyles, 'theme.tabStyle', 'theme.tabsBarStyle')}
        <Form.Item label={t('theme.language')} style={{ marginBottom: 12 }}>
          <Select<Language>
            aria-label={t('theme.language')}
            value={language}
            onChange={setLanguage}
            options={settings.languages.map((code) => ({ value: code, label: t(`language.${code}`) }))}
          />
        </Form.Item>
        <Divider titlePlacement="start" plain>
          {t('theme.section.switches')}
        </Divider>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {switches.map(({ key, label }) => (
            <Flex key={key} justify="space-between" align="center">
              <label htmlFor={`theme-${key}`}>{t(label)}</label>
              <Switch id={`theme-${key}`} size="small" checked={theme[key]} onChange={(checked) => setTheme({ [key]: checked })} />
            </Flex>
          ))}
        </Space>
      </Form>
    </Drawer>
  );
}
