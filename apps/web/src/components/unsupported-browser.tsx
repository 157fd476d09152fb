import { Modal } from 'antd';
import { useEffect } from 'react';
import { useT } from '../i18n/i18n.ts';

/** SPEC 2: a non-closable warning that tells Internet Explorer users to switch browsers. */
export default function UnsupportedBrowser() {
  const t = useT();
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    void modal.warning({
      title: t('app.unsupportedBrowser.title'),
      content: t('app.unsupportedBrowser.content'),
      closable: false,
      keyboard: false,
      mask: { closable: false },
      footer: null,
    });
  }, [modal, t]);
  return holder;
}
