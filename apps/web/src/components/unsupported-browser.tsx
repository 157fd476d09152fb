import { Modal } from 'antd';
import { useEffect } from 'react';
import { useT } from '../i18n/i18n.ts';
import { useDialogMotion } from './page-kit/dialog.tsx';

/** SPEC 2: a non-closable warning that tells Internet Explorer users to switch browsers. */
export default function UnsupportedBrowser() {
  const t = useT();
  // Its own holder: it shows before (and without) the signed-in app's <App>.
  const [modal, holder] = Modal.useModal();
  const motion = useDialogMotion();
  useEffect(() => {
    void modal.warning({
      ...motion,
      title: t('app.unsupportedBrowser.title'),
      content: t('app.unsupportedBrowser.content'),
      closable: false,
      keyboard: false,
      mask: { closable: false },
      footer: null,
    });
  }, [modal, motion, t]);
  return holder;
}
