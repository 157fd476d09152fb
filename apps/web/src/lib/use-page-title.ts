import { useEffect } from 'react';
import { settings } from '../config/settings.ts';
import { t } from '../i18n/i18n.ts';

/** SPEC 1: 'page - product', reversed when the config says so. */
export function pageTitle(page: string | undefined, product: string, reverse: boolean = settings.titleReverse): string {
  if (!page) return product;
  const parts = reverse ? [product, page] : [page, product];
  return parts.join(settings.titleSeparator);
}

export function usePageTitle(page: string | undefined): void {
  const product = t('app.title');
  useEffect(() => {
    document.title = pageTitle(page, product);
  }, [page, product]);
}
