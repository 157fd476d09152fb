import { useCallback, useEffect } from 'react';
import { useDialogs } from '../../../../components/page-kit/dialog.tsx';
import { useT } from '../../../../i18n/i18n.ts';
import '../messages.ts';

/**
 * Leaving with unsaved drafts asks first: the browser's own question when the page is reloaded or
 * closed, and ours before the page's own ways out (返回, another term). `count` is how many offerings
 * have unsaved drafts.
 */
export function useLeaveGuard(count: number) {
  const t = useT();
  const modal = useDialogs();
  useEffect(() => {
    if (count === 0) return undefined;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [count]);
  /** Runs `then` at once without drafts, else after the user agrees to drop them. */
  return useCallback(
    (then: () => void, kind: 'leave' | 'switch' = 'leave') => {
      if (count === 0) {
        then();
        return;
      }
      void modal.confirm({
        title: t(kind === 'leave' ? 'ttEditor.leave.title' : 'ttEditor.switch.title'),
        content: t(kind === 'leave' ? 'ttEditor.leave.content' : 'ttEditor.switch.content', { count }),
        okText: t(kind === 'leave' ? 'ttEditor.leave.ok' : 'ttEditor.switch.ok'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: then,
      });
    },
    [count, modal, t],
  );
}
