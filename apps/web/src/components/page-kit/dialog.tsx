import { App, ConfigProvider, Modal, type ModalProps } from 'antd';
import { useContext, useMemo } from 'react';

/**
 * How every dialog of ours opens: a fade, not antd's default zoom (issue 22). The zoom draws its first
 * frame at full size (the frame it measures in), then scales the dialog down to the pointer and grows it
 * back: a press in those frames, by a quick user or a test runner on a loaded machine, is aimed at a button
 * that then moves from under it, and nothing happens. A fade keeps every button where it is first drawn.
 */
export function useDialogMotion() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return useMemo(() => ({ transitionName: getPrefixCls('fade'), maskTransitionName: getPrefixCls('fade') }), [getPrefixCls]);
}

/** antd's Modal with the kit's opening motion: the one modal the pages use. */
export function Dialog(props: ModalProps) {
  const motion = useDialogMotion();
  return <Modal {...motion} {...props} />;
}

type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** antd's `App.useApp().modal` (confirm, info, success, warning, error) with the kit's opening motion. */
export function useDialogs(): ModalApi {
  const { modal } = App.useApp();
  const motion = useDialogMotion();
  return useMemo(
    () => ({
      confirm: (config) => modal.confirm({ ...motion, ...config }),
      info: (config) => modal.info({ ...motion, ...config }),
      success: (config) => modal.success({ ...motion, ...config }),
      warning: (config) => modal.warning({ ...motion, ...config }),
      error: (config) => modal.error({ ...motion, ...config }),
    }),
    [modal, motion],
  );
}
