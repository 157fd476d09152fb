import { AutoComplete, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { settings } from '../../config/settings.ts';
import { useT } from '../../i18n/i18n.ts';
import { useShell } from '../shell-context.ts';
import '../../i18n/messages/layouts.ts';

/** SPEC 2: menu search, hidden by default; suggestions 500 ms after the last key. */
export default function HeaderSearch() {
  const t = useT();
  const shell = useShell();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), settings.searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  const options = useMemo(() => {
    if (!query) return [];
    const needle = query.toLowerCase();
    return shell.table.routes
      .filter((route) => !route.meta.hidden && shell.title(route).toLowerCase().includes(needle))
      .slice(0, 10)
      .map((route) => ({ value: route.path, label: shell.title(route) }));
  }, [query, shell]);
  return (
    <AutoComplete
      options={options}
      style={{ width: 200 }}
      value={text}
      onChange={setText}
      onSelect={(path: string) => {
        setText('');
        shell.openMenuItem(path);
      }}
    >
      <Input.Search aria-label={t('header.search.placeholder')} placeholder={t('header.search.placeholder')} allowClear />
    </AutoComplete>
  );
}
