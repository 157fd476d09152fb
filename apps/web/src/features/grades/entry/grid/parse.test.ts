import { describe, expect, it } from 'vitest';
import { formatTable, parseFlag, parseMark, parseTable } from './parse.ts';

describe('marks by scale', () => {
  it('takes scores 0-100 with one decimal on a score sheet', () => {
    expect(parseMark('95', 'score')).toEqual({ ok: true, value: 95 });
    expect(parseMark(' 59.5 ', 'score')).toEqual({ ok: true, value: 59.5 });
    expect(parseMark('０', 'score')).toEqual({ ok: true, value: 0 });
    expect(parseMark('１００', 'score')).toEqual({ ok: true, value: 100 });
    expect(parseMark('', 'score')).toEqual({ ok: true, value: null });
  });

  it('says why a score is refused', () => {
    expect(parseMark('101', 'score')).toEqual({ ok: false, problem: 'range' });
    expect(parseMark('-1', 'score')).toEqual({ ok: false, problem: 'range' });
    expect(parseMark('88.25', 'score')).toEqual({ ok: false, problem: 'precision' });
    expect(parseMark('优', 'score')).toEqual({ ok: false, problem: 'scale' });
    expect(parseMark('abc', 'score')).toEqual({ ok: false, problem: 'unknown' });
  });

  it('takes a level as 优, its letter or its English word on a level sheet, and no number', () => {
    expect(parseMark('优', 'level')).toEqual({ ok: true, value: 'A' });
    expect(parseMark('a', 'level')).toEqual({ ok: true, value: 'A' });
    expect(parseMark('不及格', 'level')).toEqual({ ok: true, value: 'E' });
    expect(parseMark('Good', 'level')).toEqual({ ok: true, value: 'B' });
    expect(parseMark('95', 'level')).toEqual({ ok: false, problem: 'scale' });
    expect(parseMark('特优', 'level')).toEqual({ ok: false, problem: 'unknown' });
  });

  it('reads the flags in either language', () => {
    expect(parseFlag('缺考')).toEqual({ ok: true, value: 'absent' });
    expect(parseFlag('Deferred')).toEqual({ ok: true, value: 'deferred' });
    expect(parseFlag('违纪')).toEqual({ ok: true, value: 'misconduct' });
    expect(parseFlag('')).toEqual({ ok: true, value: null });
    expect(parseFlag('请假')).toEqual({ ok: false, problem: 'flag' });
  });
});

describe('pasted text', () => {
  it('reads a column copied from a spreadsheet, the last newline adding no row', () => {
    expect(parseTable('95\r\n88\r\n72\r\n')).toEqual([['95'], ['88'], ['72']]);
  });

  it('reads several columns by tabs, empty cells kept', () => {
    expect(parseTable('95\t\n\t缺考\n60\t')).toEqual([
      ['95', ''],
      ['', '缺考'],
      ['60', ''],
    ]);
  });

  it('reads quoted cells with newlines and quotes in them', () => {
    expect(parseTable('"a\nb"\t"say ""hi"""\nc')).toEqual([['a\nb', 'say "hi"'], ['c']]);
  });

  it('writes what it reads', () => {
    const rows = [
      ['a\tb', '1'],
      ['', '"x"'],
    ];
    expect(parseTable(formatTable(rows))).toEqual(rows);
  });
});
