import type { components } from '@gs/sdk/schema';
import { newBook, styleHeader } from '../../files/xlsx.ts';

type Summary = components['schemas']['ScholarshipSummary'];

/** File name of the summary export (the year in it, as the page shows it). */
export function summaryFileName(year: string): string {
  return `学业奖学金汇总_${year}.xlsx`;
}

const LEVEL_FILL: Readonly<Record<string, string>> = { '1': 'FFFCE4D6', '2': 'FFFFF2CC', '3': 'FFE2EFDA' };

/**
 * The one builder of the scholarship summary workbook (a pure function of the summary): the ranked rows of
 * every college on the first sheet, the quotas and totals per college and level on the second. Card
 * numbers are text, so Excel keeps every digit.
 */
export async function scholarshipSummaryWorkbook(summary: Summary): Promise<Uint8Array> {
  const book = newBook();
  const ranking = book.addWorksheet('排名', { views: [{ state: 'frozen', ySplit: 1 }] });
  ranking.columns = [
    { key: 'xymc', header: '学院', width: 24 },
    { key: 'rank', header: '排名', width: 8 },
    { key: 'xykh', header: '学号', width: 14 },
    { key: 'xm', header: '姓名', width: 10 },
    { key: 'zymc', header: '专业', width: 24 },
    { key: 'dsxm', header: '导师', width: 10 },
    { key: 'achievements', header: '成果数', width: 8 },
    { key: 'score', header: '总分', width: 8 },
    { key: 'levelName', header: '等级', width: 8 },
  ];
  styleHeader(ranking.getRow(1));
  ranking.getColumn('xykh').numFmt = '@';
  for (const college of summary.colleges) {
    for (const row of college.rows) {
      const added = ranking.addRow({ ...row, xymc: college.xymc, dsxm: row.dsxm ?? '', levelName: row.levelName ?? '未获奖' });
      const fill = row.level ? LEVEL_FILL[row.level] : undefined;
      if (fill) added.getCell('levelName').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
    }
  }

  const totals = book.addWorksheet('各等级人数');
  totals.columns = [
    { key: 'xymc', header: '学院', width: 24 },
    { key: 'level', header: '等级', width: 8 },
    { key: 'basis', header: '名额依据', width: 14 },
    { key: 'places', header: '名额', width: 8 },
    { key: 'awarded', header: '获奖人数', width: 10 },
  ];
  styleHeader(totals.getRow(1));
  for (const college of summary.colleges) {
    for (const quota of college.quotas) {
      totals.addRow({
        xymc: college.xymc,
        level: quota.name,
        basis: quota.basis === 'count' ? `学院名额 ${quota.value} 人` : `通过人数的 ${quota.value}%`,
        places: quota.places,
        awarded: quota.awarded,
      });
    }
    totals.addRow({
      xymc: college.xymc,
      level: '未获奖',
      basis: `通过 ${college.approved} 人，审核中 ${college.pending} 人`,
      places: null,
      awarded: college.unawarded,
    });
  }
  totals.addRow([]);
  totals.addRow([`${summary.year} 学年；${summary.tieBreak}`]);
  // exceljs answers a Node Buffer in Node and an ArrayBuffer in the browser; both become a Uint8Array.
  return new Uint8Array(await book.xlsx.writeBuffer());
}
