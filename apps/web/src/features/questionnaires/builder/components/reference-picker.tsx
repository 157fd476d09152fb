import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useT } from '../../../../i18n/i18n.ts';
import type { Question } from '../model/draft.ts';
import '../messages.ts';

/**
 * 插入引用: a menu of the questions before this one (only earlier answers can be quoted or tested);
 * picking one inserts `{q1}` where the caret last was in the field named `field`.
 */
export function ReferencePicker({
  earlier,
  field,
  onPick,
  size = 'small',
}: {
  earlier: readonly Question[];
  field: string;
  onPick: (ref: string) => void;
  size?: 'small' | 'middle';
}) {
  const t = useT();
  const untitled = t('qBuilder.question.untitled');
  return (
    <Dropdown
      disabled={earlier.length === 0}
      trigger={['click']}
      menu={{
        items: earlier.map((question) => ({
          key: question.id,
          label: t('qBuilder.refOption', { ref: `{${question.id}}`, title: clip(question.title) || untitled }),
        })),
        onClick: ({ key }) => onPick(`{${key}}`),
      }}
    >
      <Button size={size} aria-label={t('qBuilder.insertRefOf', { field })} title={earlier.length === 0 ? t('qBuilder.insertRefNone') : undefined}>
        {t('qBuilder.insertRef')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** A title short enough for a menu line. */
export const clip = (text: string, length = 30) => (text.length > length ? `${text.slice(0, length)}…` : text);
