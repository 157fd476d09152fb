import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import '../../messages.ts';
import { optionLabel } from './labels.ts';
import type { QuestionOption } from './types.ts';

interface ItemProps {
  option: QuestionOption;
  place: number;
  count: number;
  disabled: boolean;
  move: (from: number, to: number) => void;
}

function RankItem({ option, place, count, disabled, move }: ItemProps) {
  const t = useT();
  const language = useLanguage();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: option.value, disabled });
  const label = optionLabel(language, option);
  const index = place - 1;
  return (
    <li ref={setNodeRef} className="qa-rank-item" style={{ transform: CSS.Transform.toString(transform), transition }} data-value={option.value}>
      {!disabled && <HolderOutlined className="qa-rank-handle" {...attributes} {...listeners} aria-label={label} />}
      <span className="qa-rank-place">{t('questionnaires.form.rank.place', { n: place })}</span>
      <span className="qa-rank-label">{label}</span>
      {!disabled && (
        <>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('questionnaires.form.rank.up', { label })}
            onClick={() => move(index, index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label={t('questionnaires.form.rank.down', { label })}
            onClick={() => move(index, index + 1)}
          />
        </>
      )}
    </li>
  );
}

/**
 * A ranking: every option in the order the respondent gives it, by drag (pointer, touch or keyboard on
 * the handle) or by the arrow buttons, which a phone and a screen reader can use as well. Unanswered, the
 * options stand in their given order and the first move (or "keep this order") answers all of them: a
 * ranking's answer is the whole order.
 */
export function RankingControl({
  options,
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  options: readonly QuestionOption[];
  value: readonly string[] | undefined;
  onChange: (order: string[]) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The stored order, with options it does not know appended (a hand-edited or older answer).
  const known = new Map(options.map((option) => [option.value, option]));
  const order = [...(value ?? []).filter((item) => known.has(item)), ...options.map((option) => option.value).filter((item) => !(value ?? []).includes(item))];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    onChange(arrayMove(order, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  return (
    <div>
      {!disabled && <p className="qa-hint">{t('questionnaires.form.rank.hint')}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="qa-rank" aria-labelledby={labelledBy}>
            {order.map((item, index) => {
              const option = known.get(item);
              return option ? <RankItem key={item} option={option} place={index + 1} count={order.length} disabled={disabled} move={move} /> : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
      {!disabled && value === undefined && (
        <Button size="small" style={{ marginTop: 8 }} onClick={() => onChange(order)}>
          {t('questionnaires.form.rank.keep')}
        </Button>
      )}
    </div>
  );
}
