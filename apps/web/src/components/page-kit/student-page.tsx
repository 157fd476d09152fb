import { Card, Input, Result } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type MessageKey, useT } from '../../i18n/i18n.ts';

export interface StudentPageProps {
  /** What the page says when its URL names no student, and its search box's label, hint and button. */
  texts: { missing: MessageKey; label: MessageKey; placeholder: MessageKey; open: MessageKey };
  /** The page's own path for a card number (the search box goes there). */
  pathOf: (xykh: string) => string;
  /** The page about the student of the URL's card number. */
  children: (xykh: string) => ReactNode;
}

/**
 * A page about one student, named by the card number in its URL (`?xykh=`, from a list's row action or
 * a link): opened without one (a menu entry, a bookmark), it asks for it instead of showing nothing.
 * Another card number mounts the page afresh, so nothing of the last student's stays in its state.
 */
export function StudentPage({ texts, pathOf, children }: StudentPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const xykh = params.get('xykh');
  if (xykh) return <Fragment key={xykh}>{children(xykh)}</Fragment>;
  return (
    <Card>
      <Result status="info" title={t(texts.missing)}>
        <Input.Search
          aria-label={t(texts.label)}
          placeholder={t(texts.placeholder)}
          enterButton={t(texts.open)}
          maxLength={20}
          style={{ maxWidth: 420 }}
          onSearch={(value) => {
            const card = value.trim();
            if (card) navigate(pathOf(card));
          }}
        />
      </Result>
    </Card>
  );
}
