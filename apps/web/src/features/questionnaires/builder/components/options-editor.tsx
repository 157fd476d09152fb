import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { type OptionList, type QuestionOption, moveItem, nextOptionValue } from '../model/draft.ts';
import { SortableList, SortableRow } from './sortable-list.tsx';
import '../messages.ts';

/**
 * One list of a question's items: its options, or a matrix's rows or columns. Each item's text, English
 * text and value (what answers store and conditions compare with) are edited in place; items are added,
 * removed and reordered by drag or keyboard. `name` says which list ("选项", "矩阵行") in the labels.
 * `group` prefixes the undo groups of the keystrokes (one step per field typed in).
 */
export function OptionsEditor({
  idPrefix,
  list,
  name,
  items,
  defaultLabel,
  onChange,
  onLeave,
}: {
  idPrefix: string;
  list: OptionList;
  name: string;
  items: readonly QuestionOption[];
  defaultLabel: (n: number) => string;
  onChange: (items: QuestionOption[], group: string | null) => void;
  onLeave: () => void;
}) {
  const t = useT();
  // Rows are keyed by position in the list of keys, not by value: a value may be typed over, or be a duplicate.
  const keys = items.map((_, index) => `${idPrefix}-${index}`);
  const describe = useCallback((key: string) => t('qBuilder.option.labelOf', { list: name, n: keys.indexOf(key) + 1 }), [keys, name, t]);
  const change = (index: number, patch: Partial<QuestionOption>, field: string) =>
    onChange(
      items.map((item, at) => (at === index ? { ...item, ...patch } : item)),
      `${idPrefix}:${index}:${field}`,
    );
  return (
    <div className="gs-qb-options">
      <SortableList ids={keys} onMove={(from, to) => onChange(moveItem(items, from, to), null)} describe={describe}>
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <SortableRow key={keys[index]} id={keys[index] ?? ''} className="gs-qb-option" handleLabel={t('qBuilder.option.drag', { list: name, n })}>
              {(handle) => (
                <>
                  {handle}
                  <Input
                    className="gs-qb-option-value gs-qb-code"
                    value={item.value}
                    aria-label={t('qBuilder.option.valueOf', { list: name, n })}
                    placeholder={t('qBuilder.option.value')}
                    maxLength={40}
                    onChange={(event) => change(index, { value: event.target.value.replace(/[^A-Za-z0-9_-]/g, '') }, 'value')}
                    onBlur={onLeave}
                  />
                  <Input
                    value={item.label}
                    aria-label={t('qBuilder.option.labelOf', { list: name, n })}
                    placeholder={t('qBuilder.option.label')}
                    maxLength={200}
                    onChange={(event) => change(index, { label: event.target.value }, 'label')}
                    onBlur={onLeave}
                  />
                  <Input
                    className="gs-qb-option-en"
                    value={item.labelEn ?? ''}
                    aria-label={t('qBuilder.option.labelEnOf', { list: name, n })}
                    placeholder={t('qBuilder.option.labelEn')}
                    maxLength={200}
                    onChange={(event) => change(index, { labelEn: event.target.value === '' ? null : event.target.value }, 'labelEn')}
                    onBlur={onLeave}
                  />
                  <Tooltip title={t('qBuilder.option.remove', { list: name, n })}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('qBuilder.option.remove', { list: name, n })}
                      onClick={() =>
                        onChange(
                          items.filter((_, at) => at !== index),
                          null,
                        )
                      }
                    />
                  </Tooltip>
                </>
              )}
            </SortableRow>
          );
        })}
      </SortableList>
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => onChange([...items, { value: nextOptionValue(items, list), label: defaultLabel(items.length + 1) }], null)}
        >
          {t('qBuilder.option.add', { list: name })}
        </Button>
      </div>
    </div>
  );
}
