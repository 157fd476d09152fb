import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { useT } from '../../../../i18n/i18n.ts';
import '../messages.ts';

/**
 * A vertical list reordered by drag (pointer) or by keyboard (dnd-kit's keyboard sensor: Space or Enter
 * on a handle picks the row up, the arrows move it, Space drops it, Esc puts it back). The questions and
 * each question's options use it. `ids` are the rows' stable keys; `onMove(from, to)` gets indexes.
 * `describe(id)` names a row in what a screen reader is told ("第 3 题").
 */
export function SortableList({
  ids,
  onMove,
  describe,
  children,
}: {
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  describe: (id: string) => string;
  children: ReactNode;
}) {
  const t = useT();
  // A small move before a drag starts, so a click on the handle (or on a field in the row) stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useMemo(() => {
    const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('qBuilder.drag.start', { item: describe(String(active.id)) }),
      onDragOver: ({ active, over }) => (over ? t('qBuilder.drag.over', { item: describe(String(active.id)), position: position(over.id) }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('qBuilder.drag.end', { item: describe(String(active.id)), position: position(over.id) }) : undefined),
      onDragCancel: ({ active }) => t('qBuilder.drag.cancel', { item: describe(String(active.id)) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('qBuilder.drag.instructions') };
    return { announcements, screenReaderInstructions };
  }, [describe, ids, t]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One row of a SortableList: moves while dragged. `children` gets the row's drag handle (a button named
 * `handleLabel`, "拖动第 3 题", so the keyboard reaches it) to place where the row wants it.
 */
export function SortableRow({
  id,
  handleLabel,
  className,
  children,
}: {
  id: string;
  handleLabel: string;
  className?: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    opacity: isDragging ? 0.85 : undefined,
  };
  const handle = (
    <button type="button" ref={setActivatorNodeRef} className="gs-qb-handle" {...attributes} {...listeners} aria-label={handleLabel} title={handleLabel}>
      <HolderOutlined />
    </button>
  );
  return (
    <div ref={setNodeRef} style={style} className={className} data-dragging={isDragging ? '' : undefined}>
      {children(handle)}
    </div>
  );
}
