/** Notices: the list provides an id for the public read; the writes add, edit, read signed out and delete one. */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';
import { uploadedFiles } from './storage.ts';

type Notice = components['schemas']['Notice'];
type NoticePage = components['schemas']['NoticePage'];
type NoticeInput = components['schemas']['NoticeInput'];

const listedNotice = valueKey<string>('notices.listed');

export const notices: AreaScenario = {
  name: 'notices',
  tags: ['kernel-notice'],

  async provide(run) {
    const page = await run.data<NoticePage>('listNotices');
    run.set(listedNotice, page?.records[0]?.id);
  },

  requests: {
    getPublicNotice: (run) => ({ query: { id: run.get(listedNotice) } }),
  },

  async writes(run) {
    const attachment = run.get(uploadedFiles)?.[0];
    // The spec's example, made the check's own: a unique title and the file it just uploaded.
    const example = run.exampleBody<NoticeInput>('addNotice');
    const notice = await run.data<Notice>('addNotice', {
      json: {
        ...example,
        title: `Contract check ${run.stamp}`,
        content: '&lt;p&gt;contract check&lt;/p&gt;',
        filekey: JSON.stringify(attachment ? [attachment] : []),
      },
    });
    if (!notice) {
      run.skip('editNotice', 'addNotice gave no notice to edit');
      run.skip('deleteNotice', 'addNotice gave no notice to delete');
      return;
    }
    run.cleanup(() => run.call('deleteNotice', { params: { id: notice.id } }));
    await run.call('editNotice', {
      json: { id: notice.id, title: `Contract check ${run.stamp} (edited)`, content: '&lt;p&gt;edited&lt;/p&gt;', filekey: '[]' },
    });
    await run.call('getPublicNotice', { query: { id: notice.id } });
  },
};
