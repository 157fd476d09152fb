import type { components } from '@gs/sdk/schema';
import { type Question, answerText } from '@gs/sdk/rules/questionnaire';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type LiteCell, type LiteColumn, xlsxStream } from '../../files/xlsx-lite.ts';
import type { LoadedFonts } from '../../files/pdf.ts';
import type { SheetRecord, TaskRecord } from './store.ts';

type TaskAnalysis = components['schemas']['TaskAnalysis'];
type QuestionStats = components['schemas']['QuestionStats'];

/*
 * The files of a task (our model, issue 24 §2): every submitted sheet as a workbook (the repo's streamed xlsx
 * writer, one row per respondent, labels not values), and the analysis as an A4 report drawn with pdf-lib and the
 * Node side's CJK font (embedded as a subset with its Unicode map, so the text can be searched and copied, as the
 * report cards are), each question's figures as vector bars beside a table.
 */

const KIND_NAMES: Record<Question['kind'], string> = {
  single: '单选题',
  multiple: '多选题',
  dropdown: '下拉题',
  text: '填空题',
  longText: '简答题',
  number: '数字题',
  date: '日期题',
  rating: '评分题',
  ranking: '排序题',
  yesNo: '是非题',
  matrix: '矩阵题',
};

/** The workbook of a task's submitted sheets, streamed. */
export function answersWorkbook(task: TaskRecord, sheets: readonly SheetRecord[]): ReadableStream<Uint8Array> {
  const columns: LiteColumn[] = [];
  const who = !task.anonymous;
  if (who) columns.push({ header: '学号/工号', width: 14, text: true }, { header: '姓名', width: 10 }, { header: '学院', width: 22 });
  columns.push({ header: '提交时间', width: 20 });
  const cells: ((sheet: SheetRecord) => LiteCell)[] = [];
  task.questions.forEach((q, i) => {
    if (q.kind === 'matrix') {
      for (const row of q.rows ?? []) {
        columns.push({ header: `${i + 1}. ${q.title} - ${row.label}` });
        cells.push((sheet) => {
          const value = sheet.answers[q.id];
          const column = value && typeof value === 'object' && !Array.isArray(value) ? value[row.value] : undefined;
          return column === undefined ? '' : (q.columns?.find((c) => c.value === column)?.label ?? column);
        });
      }
    } else {
      columns.push({ header: `${i + 1}. ${q.title}`, ...(q.kind === 'number' || q.kind === 'rating' ? {} : { text: true }) });
      cells.push((sheet) => {
        const value = sheet.answers[q.id];
        if (typeof value === 'number') return value;
        return answerText(q, value);
      });
    }
  });
  const row = (index: number): LiteCell[] => {
    const sheet = sheets[index]!;
    const head: LiteCell[] = who ? [sheet.respondent.id, sheet.respondent.name, sheet.respondent.college ?? sheet.respondent.xydm ?? ''] : [];
    return [...head, sheet.submitTime ?? '', ...cells.map((cell) => cell(sheet))];
  };
  return xlsxStream('答卷', columns, sheets.length, row);
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.7, 0.7, 0.7);
const SHADE = rgb(0.93, 0.94, 0.96);
const BAR = rgb(0.09, 0.47, 1);
/** Colours of a matrix's stacked columns, from the worst to the best. */
const STACK = [rgb(0.96, 0.42, 0.42), rgb(0.98, 0.68, 0.36), rgb(0.82, 0.82, 0.82), rgb(0.45, 0.72, 0.96), rgb(0.09, 0.47, 1)];

export interface ReportDocument {
  task: TaskRecord;
  analysis: TaskAnalysis;
  /** The date range, in words (`全部` when none). */
  range: string;
  /** The first text answers of each text question, by question id. */
  printedAt: Date;
}

/** The analysis report of a task as an A4 PDF. */
export async function reportPdf(report: ReportDocument, fonts: LoadedFonts): Promise<Uint8Array> {
  const { task, analysis } = report;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fonts.fontkit);
  const font: PDFFont = await doc.embedFont(fonts.regular, { subset: true });
  doc.setTitle(`${task.title} 分析报告`);
  doc.setAuthor('研究生院');
  doc.setSubject('问卷分析报告');
  doc.setCreator('研究生教育管理系统 (mock)');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(report.printedAt);
  doc.setModificationDate(report.printedAt);

  const [width, height] = A4;
  const inner = width - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = height - MARGIN;
  const text = (value: string, x: number, at: number, size: number, color = INK) => page.drawText(value, { x, y: at, size, font, color });
  const fit = (value: string, size: number, room: number) => {
    if (font.widthOfTextAtSize(value, size) <= room) return value;
    let out = value;
    while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > room) out = out.slice(0, -1);
    return `${out}…`;
  };
  const room = (needed: number) => {
    if (y - needed >= MARGIN + 20) return;
    page = doc.addPage(A4);
    y = height - MARGIN;
    text(`${task.title}（续）`, MARGIN, y - 10, 9, MUTED);
    y -= 24;
  };
  const lines = (value: string, size: number, indent = 0) => {
    let line = '';
    const flush = () => {
      room(size + 6);
      text(line, MARGIN + indent, y - size, size);
      y -= size + 6;
      line = '';
    };
    for (const char of value) {
      if (line && font.widthOfTextAtSize(line + char, size) > inner - indent) flush();
      line += char;
    }
    if (line) flush();
  };

  const title = `${task.title}`;
  text('研究生院', (width - font.widthOfTextAtSize('研究生院', 12)) / 2, y - 14, 12);
  const titleSize = font.widthOfTextAtSize(title, 18) > inner ? 14 : 18;
  text(fit(title, titleSize, inner), (width - Math.min(inner, font.widthOfTextAtSize(title, titleSize))) / 2, y - 42, titleSize);
  text('问卷分析报告', (width - font.widthOfTextAtSize('问卷分析报告', 12)) / 2, y - 62, 12, MUTED);
  y -= 80;

  const figures: [string, string][] = [
    ['答卷人数', String(analysis.respondents)],
    ['已提交', String(analysis.total)],
    ['提交率', analysis.respondents === 0 ? '0%' : `${((analysis.total / analysis.respondents) * 100).toFixed(1)}%`],
    ['统计范围', report.range],
    ['纳入统计', String(analysis.matched)],
    ['开放时间', `${task.openAt.slice(0, 16)} 至 ${task.closeAt.slice(0, 16)}`],
  ];
  const cell = inner / 3;
  for (let i = 0; i < figures.length; i += 3) {
    room(34);
    figures.slice(i, i + 3).forEach(([label, value], j) => {
      const x = MARGIN + j * cell;
      page.drawRectangle({ x, y: y - 32, width: cell, height: 32, borderColor: RULE, borderWidth: 0.5, color: SHADE });
      text(label, x + 6, y - 12, 8, MUTED);
      text(fit(value, 11, cell - 12), x + 6, y - 27, 11);
    });
    y -= 34;
  }
  y -= 6;

  /** Horizontal bars: a label column, the bar scaled to the largest count, the count and the share. */
  const bars = (items: readonly { label: string; count: number; share?: number | null; note?: string }[]) => {
    const labelWidth = 150;
    const barRoom = inner - labelWidth - 90;
    const top = Math.max(1, ...items.map((i) => i.count));
    for (const item of items) {
      room(16);
      text(fit(item.label, 9, labelWidth - 8), MARGIN + 4, y - 11, 9);
      const length = (item.count / top) * barRoom;
      if (length > 0) page.drawRectangle({ x: MARGIN + labelWidth, y: y - 12, width: length, height: 10, color: BAR });
      const tail = item.note ?? `${item.count}${item.share === undefined || item.share === null ? '' : `（${(item.share * 100).toFixed(1)}%）`}`;
      text(tail, MARGIN + labelWidth + length + 4, y - 11, 8, MUTED);
      y -= 16;
    }
  };

  const section = (index: number, stats: QuestionStats, question: Question) => {
    room(64);
    y -= 6;
    page.drawRectangle({ x: MARGIN, y: y - 20, width: inner, height: 20, color: SHADE });
    text(fit(`${index + 1}. ${question.title}（${KIND_NAMES[question.kind]}）`, 10.5, inner - 12), MARGIN + 6, y - 14, 10.5);
    y -= 24;
    room(16);
    text(`有效回答 ${stats.answered} 份`, MARGIN + 4, y - 11, 9, MUTED);
    y -= 16;
  };

  analysis.questions.forEach((stats, index) => {
    const question = task.questions[index]!;
    section(index, stats, question);
    if (stats.options) bars(stats.options.map((o) => ({ label: o.label, count: o.count, share: o.share })));
    if (stats.buckets) {
      if (stats.average !== undefined && stats.average !== null) {
        room(16);
        text(`平均 ${stats.average}，最小 ${stats.min ?? '-'}，最大 ${stats.max ?? '-'}`, MARGIN + 4, y - 11, 9);
        y -= 16;
      }
      bars(stats.buckets.map((b) => ({ label: question.kind === 'rating' ? `${b.label} 分` : b.label, count: b.count })));
    }
    if (stats.ranking) {
      bars(
        stats.ranking.map((r) => ({
          label: r.label,
          count: r.firstCount,
          note: `排第一 ${r.firstCount} 次，平均名次 ${r.averageRank ?? '-'}`,
        })),
      );
    }
    if (stats.rows) {
      // A stacked bar per row: each column's share of the row, in the columns' order.
      const labelWidth = 110;
      const barRoom = inner - labelWidth - 10;
      for (const row of stats.rows) {
        room(18);
        text(fit(row.label, 9, labelWidth - 8), MARGIN + 4, y - 12, 9);
        let x = MARGIN + labelWidth;
        row.columns.forEach((c, i) => {
          const w = c.share * barRoom;
          if (w > 0)
            page.drawRectangle({
              x,
              y: y - 14,
              width: w,
              height: 12,
              color: STACK[Math.round((i * (STACK.length - 1)) / Math.max(1, row.columns.length - 1))]!,
            });
          if (w > 24) text(`${Math.round(c.share * 100)}%`, x + 2, y - 11.5, 7, INK);
          x += w;
        });
        y -= 18;
      }
      const columns = stats.rows[0]?.columns ?? [];
      room(16);
      let x = MARGIN + labelWidth;
      columns.forEach((c, i) => {
        page.drawRectangle({ x, y: y - 10, width: 8, height: 8, color: STACK[Math.round((i * (STACK.length - 1)) / Math.max(1, columns.length - 1))]! });
        text(c.label, x + 11, y - 9, 8, MUTED);
        x += 14 + font.widthOfTextAtSize(c.label, 8) + 8;
      });
      y -= 16;
    }
    if (stats.samples) {
      if (stats.samples.length === 0) {
        room(16);
        text('暂无回答', MARGIN + 4, y - 11, 9, MUTED);
        y -= 16;
      }
      for (const sample of stats.samples) lines(`· ${sample}`, 9, 4);
    }
  });

  const pad = (n: number) => String(n).padStart(2, '0');
  const at = report.printedAt;
  const printed = `生成时间：${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}    ${task.anonymous ? '匿名问卷，报告不含答卷人信息' : '本报告由研究生教育管理系统生成'}`;
  doc.getPages().forEach((each, i, pages) => {
    each.drawText(`${printed}    第 ${i + 1} 页，共 ${pages.length} 页`, { x: MARGIN, y: MARGIN - 14, size: 8, font, color: MUTED });
  });
  return doc.save();
}
