import { defineMessages, registerMessages } from '../define.ts';

/** Texts of the app-wide notice detail dialog (SPEC 2). */
export const noticeDialogMessages = registerMessages(
  defineMessages(
    {
      'notices.detail.dept': '发布部门：{dept}',
      'notices.detail.time': '发布时间：{time}',
      'notices.detail.attachments': '附件',
      'notices.detail.noAttachments': '无附件',
      'notices.detail.signInToDownload': '共 {n} 个附件，登录后可下载',
      'notices.detail.download': '下载',
      'notices.detail.downloadOf': '下载附件 {name}',
      'notices.detail.dragHint': '按住标题栏可拖动',
    },
    {
      'notices.detail.dept': 'Department: {dept}',
      'notices.detail.time': 'Published: {time}',
      'notices.detail.attachments': 'Attachments',
      'notices.detail.noAttachments': 'No attachments',
      'notices.detail.signInToDownload': '{n} attachments; sign in to download them',
      'notices.detail.download': 'Download',
      'notices.detail.downloadOf': 'Download the attachment {name}',
      'notices.detail.dragHint': 'Drag the title bar to move',
    },
  ),
);
