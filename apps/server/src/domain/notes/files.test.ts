import { describe, expect, it } from 'vitest';
import { attachmentHeader, cleanFileName } from './files';

describe('file names of uploads', () => {
  it('keeps the base name only, without control characters, at most 200 characters', () => {
    expect(cleanFileName('C:\\Users\\piet\\Verslag één.pdf')).toBe('Verslag één.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001b[2J.pdf')).toBe('ab[2J.pdf');
    expect(cleanFileName('   ')).toBe('file');
    const long = cleanFileName(`${'x'.repeat(500)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('sends a name back in a header that no name can break', () => {
    const header = attachmentHeader('Verslag "één"\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(
      "filename*=UTF-8''Verslag%20%22%C3%A9%C3%A9n%22%0D%0ASet-Cookie%3A%20x.pdf",
    );
  });
});
