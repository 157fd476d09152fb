import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import { type ReactNode, useState } from 'react';

export type TipType = 'success' | 'primary' | 'warning' | 'danger' | 'info';

export interface TipBoxProps {
  type?: TipType;
  title?: ReactNode;
  children?: ReactNode;
  closable?: boolean;
  onClose?: () => void;
  /** SPEC 2: an external image URL, a custom SVG element, or (default) the icon of the type. */
  icon?: string | ReactNode;
  closeLabel?: string;
}

const defaultIcons: Record<TipType, ReactNode> = {
  success: <CheckCircleFilled />,
  primary: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  danger: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
};

/** SPEC 2 "Tip box": closable, coloured, five types; colours come from the theme tokens. */
export function TipBox({ type = 'primary', title, children, closable = true, onClose, icon, closeLabel = 'close' }: TipBoxProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const colours: Record<TipType, { fg: string; bg: string; border: string }> = {
    success: { fg: token.colorSuccess, bg: token.colorSuccessBg, border: token.colorSuccessBorder },
    primary: { fg: token.colorPrimary, bg: token.colorPrimaryBg, border: token.colorPrimaryBorder },
    warning: { fg: token.colorWarning, bg: token.colorWarningBg, border: token.colorWarningBorder },
    danger: { fg: token.colorError, bg: token.colorErrorBg, border: token.colorErrorBorder },
    info: { fg: token.colorTextSecondary, bg: token.colorFillQuaternary, border: token.colorBorderSecondary },
  };
  const colour = colours[type];
  const shownIcon = typeof icon === 'string' ? <img src={icon} alt="" width={18} height={18} /> : (icon ?? defaultIcons[type]);
  return (
    <div
      role={type === 'danger' || type === 'warning' ? 'alert' : 'note'}
      data-type={type}
      style={{
        display: 'flex',
        gap: 10,
        alignItems: 'flex-start',
        padding: '10px 14px',
        borderRadius: token.borderRadius,
        background: colour.bg,
        border: `1px solid ${colour.border}`,
        borderInlineStart: `4px solid ${colour.fg}`,
        color: token.colorText,
      }}
    >
      <span style={{ color: colour.fg, fontSize: 18, lineHeight: 1 }}>{shownIcon}</span>
      <div style={{ flex: 1, minWidth: 0 }}>
        {title && <div style={{ fontWeight: 600, marginBottom: children ? 4 : 0 }}>{title}</div>}
        {children}
      </div>
      {closable && (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
          style={{ border: 0, background: 'transparent', cursor: 'pointer', color: token.colorTextTertiary }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
