import { theme } from 'antd';
import type { components } from '@gs/sdk/schema';

type Notice = components['schemas']['Notice'];

/** A compact list of notices (title, author department, time): the home page and the header bell; `onOpen` makes titles open the notice. Long titles wrap. */
export function NoticeList({ notices, empty, loading, onOpen }: { notices: Notice[]; empty: string; loading?: boolean; onOpen?: (notice: Notice) => void }) {
  const { token } = theme.useToken();
  if (!loading && notices.length === 0) return <p style={{ color: token.colorTextTertiary, textAlign: 'center', margin: '16px 0' }}>{empty}</p>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={loading}>
      {notices.map((notice) => (
        <li key={String(notice.id)} style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
          {onOpen ? (
            <button
              type="button"
              onClick={() => onOpen(notice)}
              style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%', fontWeight: 500, color: token.colorText, overflowWrap: 'anywhere' }}
            >
              {notice.title}
            </button>
          ) : (
            <div style={{ fontWeight: 500, color: token.colorText, overflowWrap: 'anywhere' }}>{notice.title}</div>
          )}
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: 2 }}>
            {notice.deptName} · {notice.time}
          </div>
        </li>
      ))}
    </ul>
  );
}
