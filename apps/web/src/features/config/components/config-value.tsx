import { Space, Tag } from 'antd';
import type { Language } from '../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import type { ConfigItem, ConfigValue, ConfigWindow, Term } from '../api/keys.ts';
import '../messages.ts';

/** Whether a value is an application window (`{ start, end }`). */
export function isWindow(value: ConfigValue | undefined | null): value is ConfigWindow {
  return typeof value === 'object' && value !== null && 'start' in value && 'end' in value;
}

/** `YYYY-MM-DD` of the browser's today: where a window stands now. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type WindowState = 'open' | 'upcoming' | 'closed';

/** A window open today (both days included), not open yet, or over. */
export function windowState(value: ConfigWindow, day: string): WindowState {
  if (day < value.start) return 'upcoming';
  return day > value.end ? 'closed' : 'open';
}

const STATE_COLOUR: Record<WindowState, string> = { open: 'green', upcoming: 'blue', closed: 'default' };

/** The item's name or description in the page's language. */
export const itemName = (language: Language, item: Pick<ConfigItem, 'name' | 'nameEn'>) => (language === 'en' ? item.nameEn : item.name);
export const itemDescription = (language: Language, item: Pick<ConfigItem, 'description' | 'descriptionEn'>) =>
  language === 'en' ? item.descriptionEn : item.description;

/** How an item reads its values: its type, and for a select its options (from the item list). */
export type ValueShape = Pick<ConfigItem, 'type'> & Partial<Pick<ConfigItem, 'options'>>;

/**
 * A value as text, by the item's type: a window as its days, a term by its name, a select by its option's
 * label, a boolean as yes or no; what the page cannot read (an unknown term or option) as it is.
 */
export function valueText(t: Translate, language: Language, shape: ValueShape, value: ConfigValue, terms: readonly Term[] | undefined): string {
  if (isWindow(value)) return t('sjpz.window.range', { start: value.start, end: value.end });
  if (typeof value === 'boolean') return value ? t('sjpz.yes') : t('sjpz.no');
  if (shape.type === 'term') {
    const term = terms?.find((item) => item.id === value);
    return term ? (language === 'en' ? term.nameEn : term.name) : String(value);
  }
  if (shape.type === 'select') {
    const option = shape.options?.find((item) => item.value === value);
    return option ? (language === 'en' ? option.labelEn : option.label) : String(value);
  }
  return String(value);
}

/** A value as the list shows it: the text, and for a window whether it is open now. */
export function ConfigValueView({ shape, value, terms }: { shape: ValueShape; value: ConfigValue; terms: readonly Term[] | undefined }) {
  const t = useT();
  const language = useLanguage();
  const text = valueText(t, language, shape, value, terms);
  if (!isWindow(value)) return <span>{text}</span>;
  const state = windowState(value, today());
  return (
    <Space size={4} wrap>
      <span>{text}</span>
      <Tag color={STATE_COLOUR[state]}>{t(`sjpz.window.${state}`)}</Tag>
    </Space>
  );
}
