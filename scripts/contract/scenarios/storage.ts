/** Stored files: the list provides a file id for the reads; the writes upload three files and delete them again. */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type StoredFile = components['schemas']['StoredFile'];
type StoredFilePage = components['schemas']['StoredFilePage'];

/** A stored file read back from the list. */
const listedFile = valueKey<string>('storage.listedFile');
/** The files the writes uploaded (the notices' writes attach the first). */
export const uploadedFiles = valueKey<string[]>('storage.uploaded');

export const storage: AreaScenario = {
  name: 'storage',
  tags: ['storage'],
  readingPosts: ['getFilesInfo'],

  async provide(run) {
    const page = await run.data<StoredFilePage>('listFiles');
    const id = page?.records[0]?.id;
    run.set(listedFile, id);
    run.param('fileId', id);
  },

  requests: {
    getFilesInfo: (run) => ({ json: run.get(listedFile) === undefined ? undefined : [run.get(listedFile)] }),
    downloadFile: (run) => ({ params: { id: run.get(listedFile) } }),
    getCachedFile: (run) => ({ params: { id: run.get(listedFile) } }),
  },

  async writes(run) {
    const uploaded: string[] = [];
    for (const n of [1, 2, 3]) {
      const form = new FormData();
      form.append('file', new Blob([`contract check ${run.stamp} file ${n}\n`], { type: 'text/plain' }), `contract-check-${run.stamp}-${n}.txt`);
      form.append('modules', 'contract-check');
      form.append('biz', run.stamp);
      const stored = await run.data<StoredFile>('uploadFile', { form });
      if (stored) uploaded.push(stored.id);
    }
    const [first, ...rest] = uploaded;
    if (first) run.cleanup(() => run.call('deleteFile', { params: { id: first } }));
    else run.skip('deleteFile', 'uploadFile stored no file to delete');
    if (rest.length > 0) run.cleanup(() => run.call('deleteFiles', { json: rest }));
    else run.skip('deleteFiles', 'uploadFile stored no files to delete');
    if (uploaded.length > 0) await run.call('getFilesInfo', { json: uploaded });
    run.set(uploadedFiles, uploaded);
  },
};
