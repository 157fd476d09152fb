import type { ButtonHTMLAttributes } from 'react';

/**
 * A text button for table rows. A plain <button> on purpose: the records table re-renders its rows
 * while it scrolls through 10,000 records, and an antd Button (with its icon, wave and style hooks)
 * per action made each scroll step several times more expensive (see BENCHMARKS.md).
 */
export function RowAction({ danger = false, className, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { danger?: boolean }) {
  return <button type="button" className={`gs-row-action${danger ? ' gs-row-action-danger' : ''}${className ? ` ${className}` : ''}`} {...rest} />;
}
