import { useCallback } from 'react';
import { useLanguage } from '../../../i18n/i18n.ts';

/** A course as a line names it: code and name, the English name in English where the library has one. */
export function useCourseText() {
  const language = useLanguage();
  return useCallback(
    (course: { kcdm: string; kcmc: string; kcmcEn: string | null }) => `${course.kcdm} ${language === 'en' && course.kcmcEn ? course.kcmcEn : course.kcmc}`,
    [language],
  );
}
