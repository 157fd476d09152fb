import { defineMessages, registerMessages } from '../../i18n/define.ts';

/** Texts of the files area: the file manager page. */
export const filesMessages = registerMessages(
  defineMessages(
    {
      'files.action.delete': '删除',
      'files.action.cache': '缓存链接',
      'files.action.deleteOf': '删除 {name}',
      'files.action.cacheOf': '打开 {name} 的缓存链接',
      'files.action.deleteSelected': '删除所选（{n}）',
      'files.title': '文件管理',
      'files.search.title': '文件查询',
      'files.search.name': '文件名',
      'files.search.modules': '所属模块',
      'files.col.name': '文件名',
      'files.col.size': '大小',
      'files.col.modules': '模块',
      'files.col.biz': '业务键',
      'files.col.uploader': '上传人',
      'files.col.time': '上传时间',
      'files.confirm.title': '提示',
      'files.confirm.delete': '确定删除文件“{name}”吗？',
      'files.confirm.deleteMany': '确定删除所选的 {n} 个文件吗？',
      'files.confirm.ok': '确定',
      'files.confirm.cancel': '取消',
      'files.deletedMany': '已删除 {n} 个文件',
      'files.upload.title': '上传文件',
      'files.table': '文件列表',
    },
    {
      'files.action.delete': 'Delete',
      'files.action.cache': 'Cached',
      'files.action.deleteOf': 'Delete {name}',
      'files.action.cacheOf': 'Open the cached copy of {name}',
      'files.action.deleteSelected': 'Delete selected ({n})',
      'files.title': 'Files',
      'files.search.title': 'File search',
      'files.search.name': 'File name',
      'files.search.modules': 'Module',
      'files.col.name': 'Name',
      'files.col.size': 'Size',
      'files.col.modules': 'Module',
      'files.col.biz': 'Business key',
      'files.col.uploader': 'Uploaded by',
      'files.col.time': 'Uploaded at',
      'files.confirm.title': 'Confirm',
      'files.confirm.delete': 'Delete the file "{name}"?',
      'files.confirm.deleteMany': 'Delete the {n} selected files?',
      'files.confirm.ok': 'OK',
      'files.confirm.cancel': 'Cancel',
      'files.deletedMany': '{n} files deleted',
      'files.upload.title': 'Upload files',
      'files.table': 'File list',
    },
  ),
);

type FilesMessages = typeof filesMessages.zh;

declare module '../../i18n/define.ts' {
  interface AreaTexts extends FilesMessages {}
}
