import { CloudUploadOutlined, ExclamationCircleFilled, SwapOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { memo, type ReactNode } from 'react';
import type { Translate } from '../../../../i18n/i18n.ts';
import { COLUMNS, type EditableColumn, editableAt, isDirty, type RowState } from '../grid/model.ts';
import { type GridStoreApi, useActiveCol, useRow, useSelectedCols } from '../grid/store.ts';
import type { Scale } from '../grid/types.ts';
import { problemText, shortTime, shownText, valueText } from './cell-text.ts';
import { COLUMN_WIDTHS, GRID_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from './layout.ts';

interface GridRowProps {
  store: GridStoreApi;
  gridId: string;
  index: number;
  xykh: string;
  scale: Scale;
  t: Translate;
}

/** The id of a cell's element (aria-activedescendant, and the editor's aria-describedby). */
export const cellId = (gridId: string, row: number, col: number) => `${gridId}-r${row}-c${col}`;

function markCell(t: Translate, row: RowState, column: EditableColumn, scale: Scale): { text: string; tip: ReactNode; className: string } {
  const problem = column === 'mark' ? row.markProblem : row.flagProblem;
  const text = shownText(t, column, row[column], problem);
  if (problem) return { text, tip: problemText(t, problem, scale), className: ' gs-ge-problem' };
  if (row.conflict && row.conflict[column] !== row[column]) {
    const theirs = row.conflict;
    return {
      text,
      tip: t('gradeEntry.conflict.tip', { name: theirs.updatedBy ?? '-', time: shortTime(theirs.updatedAt), value: valueText(t, theirs.mark, theirs.flag) }),
      className: ' gs-ge-conflict',
    };
  }
  return { text, tip: null, className: row[column] !== row.saved[column] ? ' gs-ge-dirty' : '' };
}

/** Who changed the row last, or where its saving stands (no spinning icon: see SaveStatus in sheet-editor.tsx). */
function statusCell(t: Translate, row: RowState): ReactNode {
  if (row.conflict)
    return (
      <span className="gs-ge-status-conflict">
        <SwapOutlined /> {t('gradeEntry.row.conflict', { name: row.conflict.updatedBy ?? '-' })}
      </span>
    );
  if (row.sending)
    return (
      <span className="gs-ge-status-muted">
        <CloudUploadOutlined /> {t('gradeEntry.row.saving')}
      </span>
    );
  if (isDirty(row))
    return (
      <span className="gs-ge-status-muted">
        <ExclamationCircleFilled /> {t('gradeEntry.row.unsaved')}
      </span>
    );
  return row.updatedBy ? `${row.updatedBy} ${shortTime(row.updatedAt)}` : '';
}

/**
 * One student's row: plain elements, antd only for the tooltips of cells with a problem or a conflict
 * (a handful), so that scrolling mounts cheap rows. Memoised, and reading only its own slice of the
 * store: a keystroke re-renders the row it changed.
 */
export const GridRow = memo(function GridRow({ store, gridId, index, xykh, scale, t }: GridRowProps) {
  const row = useRow(store, xykh);
  const activeCol = useActiveCol(store, index);
  const selected = useSelectedCols(store, index);
  if (!row) return null;
  const [left, right] = selected ? selected.split(':').map(Number) : [-1, -1];
  return (
    <div role="row" aria-rowindex={index + 2} className="gs-ge-row" style={{ top: HEADER_HEIGHT + index * ROW_HEIGHT, width: GRID_WIDTH }}>
      {COLUMNS.map((key, col) => {
        const editable = editableAt(col);
        const cell = editable ? markCell(t, row, editable, scale) : null;
        const isSelected = left !== undefined && right !== undefined && col >= left && col <= right;
        const className = `gs-ge-cell${col === 0 ? ' gs-ge-pin' : ''}${editable ? ' gs-ge-editable' : ''}${activeCol === col ? ' gs-ge-active' : ''}${isSelected ? ' gs-ge-selected' : ''}${cell?.className ?? ''}`;
        const content = cell ? cell.text : key === 'updatedBy' ? statusCell(t, row) : row[key];
        const element = (
          <div
            key={key}
            id={cellId(gridId, index, col)}
            role="gridcell"
            aria-colindex={col + 1}
            aria-selected={activeCol === col || isSelected}
            aria-readonly={editable ? undefined : true}
            aria-invalid={cell?.className === ' gs-ge-problem' ? true : undefined}
            aria-label={editable ? t(editable === 'mark' ? 'gradeEntry.cell.mark' : 'gradeEntry.cell.flag', { xykh: row.xykh }) : undefined}
            data-row={index}
            data-col={col}
            className={className}
            style={{ width: COLUMN_WIDTHS[col] }}
          >
            {content}
          </div>
        );
        return cell?.tip ? (
          <Tooltip key={key} title={cell.tip} mouseEnterDelay={0.2}>
            {element}
          </Tooltip>
        ) : (
          element
        );
      })}
    </div>
  );
});
