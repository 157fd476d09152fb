import { describe, expect, it } from 'vitest';
import { jsonTextBreach, jsonValueBreach } from './json-limits.ts';

const limits = { maxDepth: 4, maxArrayItems: 3, maxObjectKeys: 2, maxStringLength: 5 };

/** Both checks must agree: the text one guards plain bodies, the value one decrypted payloads. */
function breach(text: string): [string | undefined, string | undefined] {
  return [jsonTextBreach(text, limits), jsonValueBreach(JSON.parse(text), limits)];
}

describe('JSON request limits (issue 13 section 1)', () => {
  it('accepts a body at every limit', () => {
    for (const text of [
      '[[[[]]]]',
      '[1,2,3]',
      '{"a":1,"b":[]}',
      '"abcde"',
      '{"abcde":"x"}',
      '"😀😀😀😀😀"',
      '"\\ud83d\\ude00xxxx"',
      '"\\n\\t\\"\\\\x"',
      '{"a":"x,y,z"}',
    ]) {
      expect(breach(text), text).toEqual([undefined, undefined]);
    }
  });

  it('refuses a body nested one level deeper than the limit, and one 10,000 levels deep', () => {
    expect(breach('[[[[[]]]]]')[0]).toMatch(/nested deeper than 4 levels/);
    expect(breach('{"a":{"a":{"a":{"a":{}}}}}')[1]).toMatch(/nested deeper than 4 levels/);
    const deep = `${'{"a":'.repeat(9_999)}{}${'}'.repeat(9_999)}`;
    expect(jsonTextBreach(deep, limits)).toMatch(/nested deeper/);
    expect(jsonValueBreach(JSON.parse(deep), limits)).toMatch(/nested deeper/);
  });

  it('refuses arrays, objects and strings over their limits, counting characters as maxLength does', () => {
    expect(breach('[1,2,3,4]')).toEqual([expect.stringMatching(/longer than 3 items/), expect.stringMatching(/longer than 3 items/)]);
    expect(breach('{"a":1,"b":2,"c":3}')).toEqual([expect.stringMatching(/more than 2 keys/), expect.stringMatching(/more than 2 keys/)]);
    expect(breach('"abcdef"')).toEqual([expect.stringMatching(/longer than 5 characters/), expect.stringMatching(/longer than 5 characters/)]);
    expect(breach('{"abcdef":1}')[0]).toMatch(/longer than 5 characters/);
    expect(breach('"😀😀😀😀😀😀"')[0]).toMatch(/longer than 5 characters/);
    expect(breach('"\\u0041\\u0042\\u0043\\u0044\\u0045\\u0046"')[0]).toMatch(/longer than 5 characters/);
  });

  it('does not count brackets and commas inside strings', () => {
    expect(breach('["[[[[[", "{,,,}", "]]]]]"]')).toEqual([undefined, undefined]);
    expect(breach('{"a":"{{{{{"}')).toEqual([undefined, undefined]);
  });

  it('leaves text that is not JSON to the parser', () => {
    for (const text of ['{', ']]]', '"abc', '{"a":1,}']) expect(jsonTextBreach(text, limits)).toBeUndefined();
  });
});
