import { useCallback, useEffect } from 'react';
import { useDialogs } from '../../../../components/page-kit/dialog.tsx';
import { useT } from '../../../../i18n/i18n.ts';
import '../messages.ts';

/**
 * Leaving with unsaved changes asks first, as the timetable editors do: the browser's own question
 * when the page is reloaded or closed, and ours before the page's own way out (返回列表). Going to
 * another tab of the app loses nothing: the page is kept alive there (SPEC 2).
 */
export function useLeaveGuard(dirty: boolean) {
  const t = useT();
  const modal = useDialogs();
  useEffect(() => {
    if (!dirty) return undefined;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);
  /** Runs `then` at once when nothing is unsaved, else after the user agrees to drop it. */
  return useCallback(
    (then: () => void) => {
      if (!dirty) {
        then();
        return;
      }
      void modal.confirm({
        title: t('qBuilder.leave.title'),
        content: t('qBuilder.leave.content'),
        okText: t('qBuilder.leave.ok'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: then,
      });
    },
    [dirty, modal, t],
  );
}
