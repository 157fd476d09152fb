import type { Language } from '../../../../config/settings.ts';
import type { Translate } from '../../../../i18n/i18n.ts';
import type { EditorOffering, OfferingWeeks, Room, TermHoliday } from '../../api/editor.ts';
import '../messages.ts';

/** How the editors say days, periods, weeks, offerings and rooms, in either language. */
export const weekdayName = (t: Translate, weekday: number) => t(`ttEditor.weekday.${weekday}` as 'ttEditor.weekday.1');

export const periodsName = (t: Translate, start: number, end: number) =>
  start === end ? t('ttEditor.period', { n: start }) : t('ttEditor.periods', { start, end });

export const sessionName = (t: Translate, session: { weekday: number; start: number; end: number }) =>
  t('ttEditor.drafts.session', { weekday: weekdayName(t, session.weekday), periods: periodsName(t, session.start, session.end) });

export const weeksName = (t: Translate, weeks: OfferingWeeks) =>
  `${t('ttEditor.weeks', { from: weeks.from, to: weeks.to })} ${t(`ttEditor.parity.${weeks.parity}`)}`;

export const courseOf = (language: Language, item: { kcmc: string; kcmcEn?: string | null }) => (language === 'en' && item.kcmcEn ? item.kcmcEn : item.kcmc);

export const offeringTitle = (t: Translate, language: Language, offering: EditorOffering) =>
  t('ttEditor.offering.title', { course: courseOf(language, offering), kcdm: offering.kcdm });

export const teachersOf = (t: Translate, offering: EditorOffering) => offering.teachers.map((teacher) => teacher.xm).join(t('ttEditor.sep'));

export const holidayName = (language: Language, holiday: TermHoliday) => (language === 'en' ? holiday.nameEn : holiday.name);

export const roomName = (t: Translate, rooms: readonly Room[] | undefined, roomId: string | null) =>
  roomId === null ? t('ttEditor.field.noRoom') : (rooms?.find((room) => room.id === roomId)?.name ?? roomId);
