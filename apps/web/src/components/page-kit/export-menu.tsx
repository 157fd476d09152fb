import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { DownloadOptions } from '@gs/sdk/files';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { useDownload } from '../use-download.tsx';
import '../../i18n/messages/page-kit.ts';

/** What an export is made of: the page's applied filter, the selected rows and the chosen columns. */
export interface ExportInput<F> {
  filter: Partial<F>;
  ids: string[];
  columns: string[];
}

/** One entry of an export menu: the SPEC 7 blob call it makes. */
export interface ExportAction<F> {
  key: string;
  label: MessageKey;
  /** Needs selected rows. */
  selection?: boolean;
  request: (input: ExportInput<F>) => { path: string; options: DownloadOptions };
}

/** The "Export" dropdown of a list page; each file is saved under the server's name, with progress. */
export function ExportMenu<F>({ actions, input }: { actions: readonly ExportAction<F>[]; input: ExportInput<F> }) {
  const t = useT();
  const { run, busy } = useDownload();
  const items: MenuProps['items'] = actions.map((action) => ({
    key: action.key,
    label: t(action.label),
    disabled: (action.selection && input.ids.length === 0) || busy !== undefined,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = actions.find((item) => item.key === key);
    if (!action) return;
    const { path, options } = action.request(input);
    void run(action.key, t(action.label), path, options);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button icon={<DownloadOutlined />} loading={busy !== undefined}>
        {t('pageKit.export.title')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
