// @vitest-environment jsdom
// DOMPurify relies on DOM details happy-dom does not get right (it lets <script> through there),
// so the sanitizer is proven in jsdom, as in a browser.
import { describe, expect, it } from 'vitest';
import { sanitizeHelpHtml } from './sanitize';

describe('sanitizeHelpHtml', () => {
  it('keeps plain markup', () => {
    expect(
      sanitizeHelpHtml(
        '<h2>Kop</h2><p>Tekst met <strong>nadruk</strong> en <a href="https://example.org">link</a></p>',
      ),
    ).toBe(
      '<h2>Kop</h2><p>Tekst met <strong>nadruk</strong> en <a href="https://example.org">link</a></p>',
    );
  });

  it('drops scripts, event handlers, javascript: links and iframes', () => {
    const out = sanitizeHelpHtml(
      '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(4)</script></svg>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:|iframe/i);
    expect(out).toContain('<p>ok</p>');
  });
});
