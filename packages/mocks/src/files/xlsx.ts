import ExcelJS from 'exceljs';

export interface Column {
  key: string;
  header: string;
  width?: number;
}

/** One sheet with a bold, frozen header row; returns the .xlsx bytes. */
export async function workbook(sheetName: string, columns: Column[], rows: Record<string, unknown>[], notes?: string[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = '研究生教育管理系统';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? Math.max(10, c.header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  if (notes?.length) {
    const help = book.addWorksheet('填写说明');
    for (const note of notes) help.addRow([note]);
    help.getColumn(1).width = 80;
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
