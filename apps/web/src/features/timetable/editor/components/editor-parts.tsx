import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '../../../../config/paths.ts';
import { useT } from '../../../../i18n/i18n.ts';
import type { TimetableConflict } from '../../api/editor.ts';
import { ConflictLines } from './conflict-list.tsx';
import '../messages.ts';
import './editor.css';

/** The list page the editors come from and go back to (排课信息维护). */
export const TIMETABLE_LIST_PATH = paths.timetable;

/** An editor's title line: 返回, the title, and what the page adds (the save). */
export function EditorHeader({ title, onBack, extra }: { title: ReactNode; onBack: () => void; extra?: ReactNode }) {
  const t = useT();
  return (
    <div className="gs-tte-bar">
      <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {t('ttEditor.back')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      </Flex>
      {extra}
    </div>
  );
}

/** 保存 with how many offerings it sends. */
export function SaveButton({ count, saving, onSave, label }: { count: number; saving: boolean; onSave: () => void; label?: string }) {
  const t = useT();
  return (
    <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={count === 0} onClick={onSave}>
      {label ?? (count > 0 ? t('ttEditor.save.count', { count }) : t('ttEditor.save'))}
    </Button>
  );
}

/** A refused save (409): the drafts are kept and the clashes the server answered are listed. */
export function RefusedSave({ conflicts, text }: { conflicts: readonly TimetableConflict[] | null; text?: string }) {
  const t = useT();
  if (!conflicts) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={text ?? t('ttEditor.save.refused')}
      description={<ConflictLines conflicts={conflicts} />}
      style={{ marginBottom: 12 }}
    />
  );
}
