import {
  AlignLeftOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  DownSquareOutlined,
  EditOutlined,
  FieldNumberOutlined,
  LikeOutlined,
  OrderedListOutlined,
  StarOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import { KINDS, type QuestionKind } from '../model/draft.ts';
import { kindLabel } from './words.ts';
import '../messages.ts';

const ICONS: Record<QuestionKind, ReactNode> = {
  single: <CheckCircleOutlined />,
  multiple: <CheckSquareOutlined />,
  dropdown: <DownSquareOutlined />,
  text: <EditOutlined />,
  longText: <AlignLeftOutlined />,
  number: <FieldNumberOutlined />,
  date: <CalendarOutlined />,
  rating: <StarOutlined />,
  ranking: <OrderedListOutlined />,
  yesNo: <LikeOutlined />,
  matrix: <TableOutlined />,
};

/** 添加题目: one button per kind (issue 24 §2), beside the questions at desktop widths and above them on a phone. */
export function Palette({ onAdd }: { onAdd: (kind: QuestionKind) => void }) {
  const t = useT();
  return (
    <Card size="small" title={t('qBuilder.palette')} className="gs-qb-palette">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('qBuilder.paletteHint')}
      </Typography.Paragraph>
      <div className="gs-qb-palette-kinds">
        {KINDS.map((kind) => (
          <Button key={kind} icon={ICONS[kind]} aria-label={t('qBuilder.add', { kind: kindLabel(t, kind) })} onClick={() => onAdd(kind)}>
            {kindLabel(t, kind)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
