import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import { DOCUMENT_SUFFIXES, documentTypeOf } from '../../http/document-type.ts';
import { say } from '../../http/language.ts';
import { fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { storageSlice } from '../storage/store.ts';
import { REVIEW_FORM_MODULE } from './kind.ts';

const NOT_A_DOCUMENT = '评审表须为 PDF 或 Word 文档（.pdf、.doc、.docx）';

export function supervisorSelectionHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const storage = ctx.store.slice(storageSlice);
  return [
    // SPEC 7 "separate upload endpoints ... supervisor review forms": checked by its bytes and its name,
    // kept private to the uploader until an application names it (then the application's readers read it).
    route.authed('post', '/cloud-xj/api/ds/dsls/review-form', async ({ files, caller, lang }) => {
      const file = files.get('file');
      if (!file) fail(400, "body: missing required field 'file'");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = documentTypeOf(bytes);
      if (!type) fail(400, `${NOT_A_DOCUMENT}：文件内容不是 PDF 或 Word 文档 (the file's bytes are not a PDF or Word document)`);
      const dot = file.name.lastIndexOf('.');
      const suffix = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
      const expected = DOCUMENT_SUFFIXES[type];
      if (!expected.includes(suffix)) fail(400, `${NOT_A_DOCUMENT}：文件名 ${file.name} 与内容不符，应以 .${expected.join('、.')} 结尾`);
      const meta = await storage.add(
        {
          name: file.name,
          contentType: type,
          bytes,
          modules: REVIEW_FORM_MODULE,
          biz: caller.user.gh ?? caller.user.id,
          createBy: caller.user.username,
          ownerId: caller.user.id,
          scope: { kind: 'private' },
        },
        (saved) => saved,
      );
      return { data: meta, message: say(lang, '评审表已上传', 'Review form uploaded') };
    }),
  ];
}
