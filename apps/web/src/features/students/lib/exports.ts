import type { ExportAction } from '../../../components/page-kit/export-menu.tsx';
import type { StudentFilter } from './fields.ts';
import '../messages.ts';

const base = '/cloud-xj/api/xj/xjxx';

export type ExportSet = 'records' | 'graduates';

/** SPEC 7 blob downloads: Excel, zip, DBF, each of the selection or of the current search. */
export const studentExports: Record<ExportSet, readonly ExportAction<StudentFilter>[]> = {
  records: [
    {
      key: 'selection',
      label: 'students.export.selection',
      selection: true,
      request: ({ ids, columns }) => ({ path: `${base}/ExportExcel`, options: { method: 'POST', body: { ids, columns } } }),
    },
    {
      key: 'search',
      label: 'students.export.search',
      request: ({ filter, columns }) => ({ path: `${base}/ExportExcel/search`, options: { method: 'POST', body: { ...filter, columns } } }),
    },
    {
      key: 'photos',
      label: 'students.export.photos',
      request: ({ filter, ids }) => ({ path: `${base}/ExportExcel/DownloadPhotos`, options: { method: 'POST', body: ids.length ? { ids } : filter } }),
    },
    { key: 'template', label: 'students.export.template', request: () => ({ path: `${base}/ExportExcelXjxxmb`, options: { method: 'POST' } }) },
    {
      key: 'freshmen',
      label: 'students.export.freshmen',
      request: ({ filter }) => ({ path: `${base}/dnxsExportExcel`, options: { query: { rxnj: filter.rxnj, xydm: filter.xydm } } }),
    },
    { key: 'dbf', label: 'students.export.dbf', request: ({ filter }) => ({ path: `${base}/ExportDbf`, options: { query: filter } }) },
    { key: 'tdBm', label: 'students.export.tdBm', request: () => ({ path: `${base}/ExportTdDbf/bm`, options: {} }) },
    { key: 'tdXw', label: 'students.export.tdXw', request: () => ({ path: `${base}/ExportTdDbf/xw`, options: {} }) },
    { key: 'ccqj', label: 'students.export.ccqj', request: ({ filter }) => ({ path: `${base}/downloadCcqj`, options: { query: filter } }) },
    { key: 'xzzd', label: 'students.export.xzzd', request: ({ filter }) => ({ path: `${base}/downloadXzzd`, options: { query: filter } }) },
    { key: 'jyb', label: 'students.export.jyb', request: ({ filter }) => ({ path: `${base}/downloadJybXX`, options: { query: filter } }) },
    { key: 'hd', label: 'students.export.hd', request: ({ filter }) => ({ path: `${base}/easyXshdExportExcel`, options: { query: filter } }) },
  ],
  graduates: [
    {
      key: 'graduates',
      label: 'students.export.graduates',
      request: ({ filter, ids, columns }) => ({
        path: '/cloud-xj/api/bysk/downloadBysXx',
        options: { method: 'POST', body: ids.length ? { ids, columns } : { ...filter, columns } },
      }),
    },
    {
      key: 'graduatesDbf',
      label: 'students.export.graduatesDbf',
      request: ({ filter }) => ({ path: '/cloud-xj/api/bysk/ExportDbf', options: { query: filter } }),
    },
  ],
};
