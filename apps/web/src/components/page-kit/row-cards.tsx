import { Checkbox, Empty, Flex, Pagination, Spin } from 'antd';
import { type ReactNode, useId } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import '../../i18n/messages/page-kit.ts';

/** A column as a card shows it: its title and what its cell shows. */
export interface CardColumn<Row> {
  key: string;
  title: MessageKey;
  cell: (row: Row) => ReactNode;
}

export interface RowCardsProps<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The card's title: the list's key column (the first fixed one, else the first). */
  title: CardColumn<Row>;
  /** The state, shown beside the title: the column marked as the state, else the first tag column. */
  state?: CardColumn<Row> | undefined;
  /** The other chosen columns, as label: value lines. */
  fields: readonly CardColumn<Row>[];
  actions?: ((row: Row) => ReactNode) | undefined;
  loading: boolean;
  /** What the list says with no rows (empty, or the error and its retry). */
  empty: ReactNode;
  selected?: readonly string[] | undefined;
  onSelect?: ((ids: string[]) => void) | undefined;
  /** Which rows may be ticked (all when left out). */
  canSelect?: ((row: Row) => boolean) | undefined;
  total: number;
  current: number;
  size: number;
  onPage: (current: number, size: number) => void;
}

/**
 * The list on a phone (below antd's `md`, 768 px): a card per row, where a table would need a sideways
 * scroll that hides most columns (issue 22 §11). The key column is the card's title and the state
 * (the column marked so, else the first tag column) stands beside it, always in view; the other
 * chosen columns follow as label: value lines that wrap, then the row's actions. Selection stays: a
 * box per card and one for the page. The cards are not virtual: a phone's page holds at most 100 rows
 * (list-page.tsx).
 */
export function RowCards<Row>(props: RowCardsProps<Row>) {
  const t = useT();
  const id = useId();
  const { rows, rowKey, title, state, fields, actions, selected, onSelect, canSelect } = props;
  const chosen = new Set(selected ?? []);
  const keys = rows.filter((row) => !canSelect || canSelect(row)).map(rowKey);
  const onPage = keys.filter((key) => chosen.has(key)).length;
  const toggle = (key: string, on: boolean) => {
    const current = selected ?? [];
    onSelect?.(on ? [...current, key] : current.filter((item) => item !== key));
  };
  const togglePage = (on: boolean) => {
    const current = (selected ?? []).filter((key) => !keys.includes(key));
    onSelect?.(on ? [...current, ...keys] : current);
  };

  return (
    <Spin spinning={props.loading}>
      {onSelect && rows.length > 0 && (
        <Checkbox
          className="gs-row-cards-all"
          disabled={keys.length === 0}
          checked={keys.length > 0 && onPage === keys.length}
          indeterminate={onPage > 0 && onPage < keys.length}
          onChange={(event) => togglePage(event.target.checked)}
        >
          {t('pageKit.selectPage')}
        </Checkbox>
      )}
      {rows.length === 0 ? (
        <div className="gs-row-cards-empty">{props.empty}</div>
      ) : (
        <ul className="gs-row-cards" aria-label={props.label}>
          {rows.map((row) => {
            const key = rowKey(row);
            const heading = `${id}-${key}`;
            return (
              <li key={key} className={chosen.has(key) ? 'gs-row-card gs-row-card-selected' : 'gs-row-card'} aria-labelledby={heading} data-row-key={key}>
                <Flex align="flex-start" gap={8}>
                  {onSelect && (
                    <Checkbox
                      checked={chosen.has(key)}
                      disabled={canSelect ? !canSelect(row) : false}
                      aria-label={t('pageKit.selectRow')}
                      onChange={(event) => toggle(key, event.target.checked)}
                    />
                  )}
                  <div id={heading} className="gs-row-card-title">
                    {title.cell(row)}
                  </div>
                  {state && <div className="gs-row-card-state">{state.cell(row)}</div>}
                </Flex>
                {fields.length > 0 && (
                  <dl className="gs-row-card-fields">
                    {fields.map((field) => (
                      <div key={field.key}>
                        <dt>{t(field.title)}</dt>
                        <dd>{field.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions && <div className="gs-row-card-actions">{actions(row)}</div>}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        className="gs-row-cards-pages"
        size="small"
        simple
        align="end"
        current={props.current}
        pageSize={props.size}
        total={props.total}
        showTotal={(count) => t('pageKit.total', { total: count })}
        onChange={props.onPage}
        aria-label={t('pageKit.pagination')}
      />
    </Spin>
  );
}

/** antd's empty state, for a list of cards with nothing to show. */
export function EmptyCards({ text }: { text?: string | undefined }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} {...(text ? { description: text } : {})} />;
}
