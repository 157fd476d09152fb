import { describe, expect, it } from 'vitest';
import { decodeEntities, encodeEntities, noticeHtml, sanitizeHtml } from './html.ts';

describe('notice HTML (SPEC 3; sanitised before rendering)', () => {
  it('decodes entity-encoded content and encodes it back', () => {
    const html = '<p class="x">成绩 &amp; 学籍 "通知" 它\'s</p>';
    expect(decodeEntities(encodeEntities(html))).toBe(html);
    expect(decodeEntities('&lt;p&gt;你好&lt;/p&gt;')).toBe('<p>你好</p>');
    expect(decodeEntities('plain text')).toBe('plain text');
  });

  it('removes scripts, event handlers, javascript: links, frames and forms, and keeps the formatting', () => {
    const dirty = [
      '<h2>标题</h2><p><strong>加粗</strong> <em>斜体</em></p><ul><li>一</li></ul>',
      '<script>window.hacked = 1</script>',
      '<img src="x.png" onerror="window.hacked = 2" alt="pic">',
      '<a href="javascript:window.hacked=3">点我</a>',
      '<a href="https://example.edu.cn/doc">文档</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="p"></form>',
      '<p style="position:fixed;inset:0" onclick="alert(1)">覆盖</p>',
      '<svg><script>alert(1)</script></svg>',
    ].join('');
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<strong>加粗</strong>');
    expect(clean).toContain('<li>一</li>');
    expect(clean).toContain('<img src="x.png" alt="pic">');
    expect(clean).toContain('href="https://example.edu.cn/doc"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<form|<input|style=/i);
    expect(clean).toContain('>点我</a>');
  });

  it('keeps text formatting of inline styles and drops the rest', () => {
    expect(sanitizeHtml('<p style="text-align: right; position: fixed; background: url(https://t.example/x)">右</p>')).toBe(
      '<p style="text-align: right">右</p>',
    );
    expect(sanitizeHtml('<span style="color: #c00; font-weight: bold; width: 9999px">红</span>')).toBe(
      '<span style="color: #c00; font-weight: bold">红</span>',
    );
    expect(sanitizeHtml('<table border="1"><tbody><tr><td>格</td></tr></tbody></table>')).toContain('<td>格</td>');
  });

  it('decodes then sanitises: an encoded payload does not come alive', () => {
    const encoded = encodeEntities('<p>好</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>');
    expect(noticeHtml(encoded)).toBe('<p>好</p><img src="x">');
  });
});
