import type { components } from '@gs/sdk/schema';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, degrees, rgb } from 'pdf-lib';
import { collegeByCode, majorByCode } from '../areas/dicts/data.ts';
import { hash32 } from './photo.ts';

type Student = components['schemas']['Student'];

/**
 * PDFs of the mock backend. The 14 standard PDF fonts cannot draw Chinese and embedding a CJK font would
 * add megabytes to the browser bundle, so the certificates and seeded documents here are written in
 * English with latin data (codes, numbers, dates, the English names of colleges and majors); Chinese text
 * is left out of them, never garbled. The printable application forms (`applicationFormPdf`) are in
 * Chinese: they take the fonts from the caller (`PdfFonts`), which only the Node side has
 * (`src/cjk-font.ts`), so no CJK font comes near the browser bundle.
 */

export const UNIVERSITY_EN = 'Huaxia University';
export const GRADUATE_SCHOOL_EN = 'Graduate School of Huaxia University';

/** What the standard fonts (WinAnsi) can draw; anything else is replaced before drawing. */
const WIN_ANSI = /^[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]*$/;

export function isLatin(text: string): boolean {
  return WIN_ANSI.test(text);
}

function escapePdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A one-page PDF built by hand (synchronous, a few hundred bytes), for the seeded documents: a title
 * and lines of text in Helvetica, with correct cross-reference offsets.
 */
export function simplePdf(title: string, lines: string[] = []): Uint8Array {
  const text = [
    `BT /F2 18 Tf 72 730 Td (${escapePdfString(title)}) Tj ET`,
    '0.8 w 72 716 m 540 716 l S',
    ...lines.map((line, i) => `BT /F1 11 Tf 72 ${690 - i * 18} Td (${escapePdfString(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escapePdfString(title)}) /Producer (gs-mocks) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Everything above is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(body);
}

export type CertificateKind = 'enrolment' | 'authentication';

const LEVEL: Record<string, string> = { '1': 'Doctoral', '2': "Master's" };
const DEGREE_TYPE: Record<string, string> = { '1': 'academic degree', '2': 'professional degree' };
const STUDY_MODE: Record<string, string> = { '1': 'full-time', '2': 'part-time' };
const CATEGORY: Record<string, string> = { '1': 'Regular postgraduate', '2': 'Visiting student', '3': 'Equivalent-qualification candidate' };
const STATUS: Record<string, string> = {
  '01': 'Enrolled',
  '02': 'Suspended',
  '03': 'Withdrawn',
  '04': 'Graduated',
  '05': 'Completed (without degree)',
  '06': 'Extended',
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1 September 2026" from `yyyy-MM-dd` (the record's dates are calendar dates, no time zone). */
function longDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return '-';
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

function years(n: number | undefined): string {
  return n === undefined ? '-' : `${n} year${n === 1 ? '' : 's'}`;
}

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** SPEC 5 shows ID cards only masked outside the owner's own record: first 6 and last 4 characters. */
export function maskIdCard(sfzh: string): string {
  return sfzh.length > 10 ? `${sfzh.slice(0, 6)}${'*'.repeat(sfzh.length - 10)}${sfzh.slice(-4)}` : sfzh;
}

/** The name as given when the standard fonts can draw it; a Chinese name is referred to, not mangled. */
function nameLine(student: Student, nameLatin: string | undefined): string {
  if (nameLatin && isLatin(nameLatin)) return nameLatin;
  if (isLatin(student.xm)) return student.xm;
  return `(Chinese name, see record ${student.xykh})`;
}

/** A stable verification code for a certificate: the same student and day give the same code. */
export function verificationCode(student: Student, kind: CertificateKind, issuedAt: Date): string {
  const a = hash32(`${kind}:${student.xykh}:${isoDay(issuedAt)}`)
    .toString(16)
    .toUpperCase()
    .padStart(8, '0');
  const b = hash32(`${student.sfzh}:${a}`).toString(16).toUpperCase().padStart(8, '0');
  return `${a}${b}`;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Draws `text` word-wrapped into `width`; returns the y below the last line. */
function paragraph(page: PDFPage, text: string, x: number, y: number, width: number, font: PDFFont, size: number, leading = size * 1.5): number {
  let line = '';
  let cursor = y;
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      page.drawText(line, { x, y: cursor, size, font });
      cursor -= leading;
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) page.drawText(line, { x, y: cursor, size, font });
  return cursor - leading;
}

/** A round red seal with the school's name along the rim, as Chinese certificates carry. */
function seal(page: PDFPage, cx: number, cy: number, fonts: Fonts): void {
  const red = rgb(0.8, 0.1, 0.1);
  page.drawCircle({ x: cx, y: cy, size: 52, borderColor: red, borderWidth: 2.5, opacity: 0, borderOpacity: 0.85 });
  page.drawCircle({ x: cx, y: cy, size: 10, color: red, opacity: 0.85 });
  const text = `${GRADUATE_SCHOOL_EN.toUpperCase()} *`;
  const size = 7.2;
  const radius = 40;
  const span = 300;
  [...text].forEach((char, i) => {
    const angle = 90 + span / 2 - (span * i) / (text.length - 1);
    const rad = (angle * Math.PI) / 180;
    page.drawText(char, {
      x: cx + radius * Math.cos(rad),
      y: cy + radius * Math.sin(rad),
      size,
      font: fonts.bold,
      color: red,
      rotate: degrees(angle - 90),
      opacity: 0.85,
    });
  });
}

export interface CertificateOptions {
  /** Date of issue; also the document's creation date, so the same date gives the same bytes. */
  issuedAt?: Date;
  /** The student's name in latin letters, when the caller has it (for example from a passport). */
  nameLatin?: string;
}

/**
 * The enrolment certificate (在读证明) or the student-status authentication report (学籍认证报告) of a
 * student, as an A4 PDF made with pdf-lib; in English, see the note at the top of this file.
 */
export async function certificatePdf(student: Student, kind: CertificateKind, options: CertificateOptions = {}): Promise<Uint8Array> {
  const issuedAt = options.issuedAt ?? new Date();
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = kind === 'enrolment' ? 'Certificate of Enrolment' : 'Student Status Verification Report';
  doc.setTitle(`${title} - ${student.xykh}`);
  doc.setAuthor(GRADUATE_SCHOOL_EN);
  doc.setSubject(title);
  doc.setCreator('Postgraduate Academic Affairs System (mock)');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const page = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const navy = rgb(0.09, 0.2, 0.42);
  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: navy, borderWidth: 2 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: navy, borderWidth: 0.6 });

  const centered = (text: string, y: number, size: number, font: PDFFont) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: navy });
  centered(UNIVERSITY_EN.toUpperCase(), height - 90, 20, fonts.bold);
  centered('Graduate School', height - 112, 13, fonts.italic);
  centered(title, height - 160, 24, fonts.bold);
  const code = verificationCode(student, kind, issuedAt);
  page.drawText(`No. ${code}`, { x: width - 200, y: height - 190, size: 10, font: fonts.regular });

  const college = collegeByCode(student.xydm);
  const major = majorByCode(student.zydm)?.major;
  const gender = student.xb === '1' ? 'male' : 'female';
  const status = STATUS[student.xjzt] ?? student.xjzt;
  const left = 72;
  const textWidth = width - 2 * left;
  let y = height - 230;

  if (kind === 'enrolment') {
    const name = nameLine(student, options.nameLatin);
    const body =
      `This is to certify that ${name}, ${gender}, born on ${longDate(student.csrq)}, ID card number ${maskIdCard(student.sfzh)}, ` +
      `student number ${student.xykh}, was admitted in ${longDate(student.rxrq ?? `${student.rxnj}-09-01`)} to the ` +
      `${STUDY_MODE[student.xxxs] ?? ''} ${LEVEL[student.pycc] ?? ''} programme (${DEGREE_TYPE[student.xwlx] ?? ''}) in ` +
      `${major?.en ?? student.zydm} (${student.zydm}), ${college?.en ?? `college ${student.xydm}`}, ${UNIVERSITY_EN}, ` +
      `with a length of study of ${years(student.xz)}.`;
    y = paragraph(page, body, left, y, textWidth, fonts.regular, 13, 22);
    const standing =
      student.xjzt === '01'
        ? `The student is currently enrolled; the expected date of graduation is ${longDate(student.yjbyrq)}.`
        : `The current student status on record is: ${status}.`;
    y = paragraph(page, standing, left, y - 6, textWidth, fonts.regular, 13, 22);
    y = paragraph(
      page,
      'This certificate is issued at the request of the student for the purposes of proving enrolment only.',
      left,
      y - 6,
      textWidth,
      fonts.italic,
      12,
      20,
    );
  } else {
    const rows: [string, string][] = [
      ['Name', nameLine(student, options.nameLatin)],
      ['Gender', gender === 'male' ? 'Male' : 'Female'],
      ['Date of birth', longDate(student.csrq)],
      ['ID card number', maskIdCard(student.sfzh)],
      ['Student number', student.xykh],
      ['University', UNIVERSITY_EN],
      ['College', `${college?.en ?? '-'} (${student.xydm})`],
      ['Major', `${major?.en ?? '-'} (${student.zydm})`],
      ['Level', `${LEVEL[student.pycc] ?? '-'}, ${DEGREE_TYPE[student.xwlx] ?? '-'}`],
      ['Category', CATEGORY[student.lb] ?? student.lb],
      ['Mode of study', STUDY_MODE[student.xxxs] ?? '-'],
      ['Length of study', years(student.xz)],
      ['Date of enrolment', longDate(student.rxrq ?? `${student.rxnj}-09-01`)],
      ['Expected graduation', longDate(student.yjbyrq)],
      ['Student status', status],
    ];
    const labelWidth = 130;
    y = height - 215;
    for (const [label, value] of rows) {
      page.drawRectangle({ x: left, y: y - 7, width: textWidth, height: 22, borderColor: rgb(0.75, 0.78, 0.85), borderWidth: 0.5 });
      page.drawText(label, { x: left + 8, y, size: 11, font: fonts.bold });
      // The longest major names would run past the table at 11 pt; shrink just those.
      const size = Math.min(11, (textWidth - labelWidth - 8) / Math.max(1, fonts.regular.widthOfTextAtSize(value, 1)));
      page.drawText(value, { x: left + labelWidth, y, size, font: fonts.regular });
      y -= 22;
    }
    const validUntil = new Date(issuedAt.getTime() + 30 * 86_400_000);
    y = paragraph(
      page,
      `Verification code ${code}. This report is valid until ${longDate(isoDay(validUntil))}; the code can be checked with the Graduate School.`,
      left,
      y - 20,
      textWidth,
      fonts.italic,
      11,
      18,
    );
  }

  const signY = Math.min(y - 40, 230);
  page.drawText(GRADUATE_SCHOOL_EN, { x: width - 290, y: signY, size: 12, font: fonts.bold });
  page.drawText(`Date of issue: ${longDate(isoDay(issuedAt))}`, { x: width - 290, y: signY - 20, size: 12, font: fonts.regular });
  seal(page, width - 150, signY + 10, fonts);
  page.drawText('Office of the Registrar, Graduate School  |  Tel. +86 (0)10 0000 0000  |  yjsy@univ.edu.cn', {
    x: left,
    y: 52,
    size: 8.5,
    font: fonts.regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return doc.save();
}

// ---- printable application forms (issue 22 §4) --------------------------------------------------

/** A font pdf-lib can embed as a subset, with the fontkit that parses it. */
export interface LoadedFonts {
  fontkit: Parameters<PDFDocument['registerFontkit']>[0];
  /** The bytes of a CJK font (OpenType). */
  regular: Uint8Array;
}

/** Where the forms' fonts come from: the Node side loads them on first use; the browser has none. */
export interface PdfFonts {
  load(): Promise<LoadedFonts>;
}

/** One step of a form's chain: its decision, decider, time and opinion, and room to sign. */
export interface FormStep {
  label: string;
  decision: string;
  decider: string;
  time: string;
  opinion: string;
}

/** What a printable form says, already in words (the handler fills in dictionary labels). */
export interface ApplicationForm {
  /** 请假条, 学籍异动审批表, 申请审批表. */
  title: string;
  issuer: string;
  number: string;
  state: string;
  /** Whom it is about: name, card or staff number, college, major, supervisor. */
  subject: readonly (readonly [string, string])[];
  /** What was asked, field by field. */
  request: readonly (readonly [string, string])[];
  steps: readonly FormStep[];
  printedAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.55, 0.55, 0.55);
const SHADE = rgb(0.93, 0.94, 0.96);

/** Lines of `text` that fit `width`, broken between characters (Chinese has no spaces to break at). */
function cjkLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const char of paragraph) {
      if (line && font.widthOfTextAtSize(line + char, size) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A new A4 document of ours with the embedded subset of `fonts.regular` (and its ToUnicode map, so the text
 * can be searched and copied) and the metadata every printed document carries.
 */
async function printedDocument(fonts: LoadedFonts, meta: { title: string; author: string; subject: string; at: Date }) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fonts.fontkit);
  const font = await doc.embedFont(fonts.regular, { subset: true });
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator('研究生教育管理系统 (mock)');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  return { doc, font };
}

/**
 * A printable form of an application as an A4 PDF (issue 22 §4; our model): the title, whom it is
 * about, what was asked, then each step of the chain with its decision, decider, time and opinion and
 * a place to sign and date; more pages when it runs long. The text is drawn with an embedded subset
 * of `fonts.regular` and its ToUnicode map, so it can be searched and copied.
 */
export async function applicationFormPdf(form: ApplicationForm, fonts: LoadedFonts): Promise<Uint8Array> {
  const { doc, font } = await printedDocument(fonts, { title: `${form.title} ${form.number}`, author: form.issuer, subject: form.title, at: form.printedAt });

  const [width, height] = A4;
  const inner = width - 2 * MARGIN;
  let page = doc.addPage(A4);
  let y = height - MARGIN;
  const text = (value: string, x: number, at: number, size: number, color = INK) => page.drawText(value, { x, y: at, size, font, color });
  const centered = (value: string, at: number, size: number) => text(value, (width - font.widthOfTextAtSize(value, size)) / 2, at, size);
  /** Room for `needed` points on this page, else a new page (its header repeats the title). */
  const room = (needed: number) => {
    if (y - needed >= MARGIN + 20) return;
    page = doc.addPage(A4);
    y = height - MARGIN;
    text(`${form.title}（续）  编号：${form.number}`, MARGIN, y - 10, 9, RULE);
    y -= 24;
  };
  const section = (title: string) => {
    room(40);
    y -= 8;
    page.drawRectangle({ x: MARGIN, y: y - 18, width: inner, height: 18, color: SHADE });
    text(title, MARGIN + 6, y - 13, 11);
    y -= 18;
  };
  /** A row of label-value cells; values wrap within their cell. */
  const row = (cells: readonly (readonly [string, string])[], labelWidth = 78) => {
    const size = 10;
    const cellWidth = inner / cells.length;
    const wrapped = cells.map(([, value]) => cjkLines(value || '—', font, size, cellWidth - labelWidth - 10));
    const lines = Math.max(...wrapped.map((w) => w.length));
    const rowHeight = lines * 14 + 8;
    room(rowHeight);
    cells.forEach(([label], i) => {
      const x = MARGIN + i * cellWidth;
      page.drawRectangle({ x, y: y - rowHeight, width: labelWidth, height: rowHeight, color: SHADE, borderColor: RULE, borderWidth: 0.5 });
      page.drawRectangle({ x: x + labelWidth, y: y - rowHeight, width: cellWidth - labelWidth, height: rowHeight, borderColor: RULE, borderWidth: 0.5 });
      text(label, x + 5, y - 15, size);
      wrapped[i]!.forEach((line, n) => text(line, x + labelWidth + 5, y - 15 - n * 14, size));
    });
    y -= rowHeight;
  };

  centered(form.issuer, y - 14, 12);
  centered(form.title, y - 44, 20);
  y -= 62;
  const meta = `编号：${form.number}    状态：${form.state}`;
  text(meta, width - MARGIN - font.widthOfTextAtSize(meta, 9), y, 9, RULE);
  y -= 8;

  section('申请人信息');
  for (let i = 0; i < form.subject.length; i += 2) row(form.subject.slice(i, i + 2));
  section('申请内容');
  for (const cell of form.request) row([cell]);
  section('审批意见');
  for (const step of form.steps) {
    const opinion = cjkLines(`意见：${step.opinion || '—'}`, font, 10, inner - 16);
    const boxHeight = 26 + opinion.length * 14 + 40;
    room(boxHeight);
    page.drawRectangle({ x: MARGIN, y: y - boxHeight, width: inner, height: boxHeight, borderColor: RULE, borderWidth: 0.5 });
    text(`${step.label}：${step.decision}`, MARGIN + 8, y - 17, 11);
    const who = `审批人：${step.decider || '—'}    时间：${step.time || '—'}`;
    text(who, width - MARGIN - 8 - font.widthOfTextAtSize(who, 9), y - 17, 9, RULE);
    opinion.forEach((line, n) => text(line, MARGIN + 8, y - 36 - n * 14, 10));
    const sign = '签字：________________    日期：______年____月____日';
    text(sign, width - MARGIN - 8 - font.widthOfTextAtSize(sign, 10), y - boxHeight + 12, 10);
    y -= boxHeight + 6;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const at = form.printedAt;
  const printed = `打印时间：${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}    本表由研究生教育管理系统生成`;
  doc.getPages().forEach((each, i, pages) => {
    each.drawText(`${printed}    第 ${i + 1} 页，共 ${pages.length} 页`, { x: MARGIN, y: MARGIN - 14, size: 8, font, color: RULE });
  });
  return doc.save();
}

// ---- report cards (issue 23 §3) -----------------------------------------------------------------

/** What a report card says, already in words (the handler fills in dictionary labels and figures). */
export interface ReportCardDocument {
  title: string;
  issuer: string;
  /** Whom it is about: name, card number, college, major, year, level. */
  student: readonly (readonly [string, string])[];
  /** Each term: its name, a row per course (code, name, credits, kind, mark, passed) and its figures. */
  terms: readonly { name: string; rows: readonly (readonly string[])[]; summary: string }[];
  summary: string;
  /** The training plan's groups: name, credits required, credits earned. */
  groups: readonly (readonly string[])[];
  printedAt: Date;
}

const COURSE_COLUMNS: readonly (readonly [string, number])[] = [
  ['课程代码', 70],
  ['课程名称', 185],
  ['学分', 40],
  ['课程类型', 70],
  ['成绩', 70],
  ['通过', 60],
];
const GROUP_COLUMNS: readonly (readonly [string, number])[] = [
  ['课程组', 255],
  ['要求学分', 120],
  ['已获学分', 120],
];

/**
 * A student's report card as an A4 PDF (issue 23 §3; our model): who, then each term's courses as a table with
 * the term's credits and average, the overall figures and the training plan's groups; more pages when it runs
 * long. The text is drawn with an embedded subset of `fonts.regular` and its ToUnicode map, so it can be
 * searched and copied, as the application forms are.
 */
export async function reportCardPdf(card: ReportCardDocument, fonts: LoadedFonts): Promise<Uint8Array> {
  const name = card.student.find(([label]) => label === '姓名')?.[1] ?? '';
  const { doc, font } = await printedDocument(fonts, { title: `${card.title} ${name}`, author: card.issuer, subject: card.title, at: card.printedAt });

  const [width, height] = A4;
  const inner = width - 2 * MARGIN;
  let page = doc.addPage(A4);
  let y = height - MARGIN;
  const text = (value: string, x: number, at: number, size: number, color = INK) => page.drawText(value, { x, y: at, size, font, color });
  /** The longest start of `value` that fits `room` points at `size` (a cell never runs into the next). */
  const fit = (value: string, size: number, room: number) => {
    let out = value;
    while (out.length > 1 && font.widthOfTextAtSize(out, size) > room) out = out.slice(0, -1);
    return out === value ? value : `${out.slice(0, -1)}…`;
  };
  const room = (needed: number) => {
    if (y - needed >= MARGIN + 20) return;
    page = doc.addPage(A4);
    y = height - MARGIN;
    text(`${card.title}（续）  ${name}`, MARGIN, y - 10, 9, RULE);
    y -= 24;
  };
  const section = (title: string) => {
    room(60);
    y -= 8;
    page.drawRectangle({ x: MARGIN, y: y - 18, width: inner, height: 18, color: SHADE });
    text(title, MARGIN + 6, y - 13, 11);
    y -= 18;
  };
  const tableRow = (columns: readonly (readonly [string, number])[], cells: readonly string[], shaded = false) => {
    const size = 9;
    const rowHeight = 16;
    room(rowHeight);
    let x = MARGIN;
    columns.forEach(([, columnWidth], i) => {
      page.drawRectangle({
        x,
        y: y - rowHeight,
        width: columnWidth,
        height: rowHeight,
        borderColor: RULE,
        borderWidth: 0.5,
        ...(shaded ? { color: SHADE } : {}),
      });
      text(fit(cells[i] ?? '', size, columnWidth - 8), x + 4, y - 11.5, size);
      x += columnWidth;
    });
    y -= rowHeight;
  };

  text(card.issuer, (width - font.widthOfTextAtSize(card.issuer, 12)) / 2, y - 14, 12);
  text(card.title, (width - font.widthOfTextAtSize(card.title, 20)) / 2, y - 44, 20);
  y -= 62;
  section('学生信息');
  for (let i = 0; i < card.student.length; i += 3) {
    const cells = card.student.slice(i, i + 3);
    tableRow(
      cells.flatMap(() => [
        ['', 55],
        ['', inner / 3 - 55],
      ]),
      cells.flatMap(([label, value]) => [label, value]),
    );
  }
  if (card.terms.length === 0) {
    room(30);
    text('暂无已发布的成绩', MARGIN + 6, y - 20, 10, RULE);
    y -= 30;
  }
  for (const term of card.terms) {
    section(term.name);
    tableRow(
      COURSE_COLUMNS,
      COURSE_COLUMNS.map(([label]) => label),
      true,
    );
    for (const row of term.rows) tableRow(COURSE_COLUMNS, row);
    room(18);
    text(term.summary, MARGIN + 4, y - 13, 9, RULE);
    y -= 18;
  }
  section('总计');
  for (const line of cjkLines(card.summary, font, 10, inner - 8)) {
    room(16);
    text(line, MARGIN + 4, y - 13, 10);
    y -= 16;
  }
  if (card.groups.length > 0) {
    section('培养方案课程组学分');
    tableRow(
      GROUP_COLUMNS,
      GROUP_COLUMNS.map(([label]) => label),
      true,
    );
    for (const row of card.groups) tableRow(GROUP_COLUMNS, row);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const at = card.printedAt;
  const printed = `打印时间：${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}    本报告单由研究生教育管理系统生成，仅含已发布的成绩`;
  doc.getPages().forEach((each, i, pages) => {
    each.drawText(`${printed}    第 ${i + 1} 页，共 ${pages.length} 页`, { x: MARGIN, y: MARGIN - 14, size: 8, font, color: RULE });
  });
  return doc.save();
}
