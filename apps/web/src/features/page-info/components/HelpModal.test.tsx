// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a DOM it can trust to remove <script> (see sanitize.test.ts).
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import HelpModal from './HelpModal';

beforeAll(() => {
  // Mantine asks for these; jsdom does not have them.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const payload =
  '<p>Uitleg <strong>vet</strong></p><script>window.__pwned = true</script>' +
  '<img src="x" onerror="window.__pwned = true"><a href="javascript:alert(1)">link</a>';

describe('HelpModal', () => {
  it('shows the title and sanitized content: no script, no handlers, no javascript: links', async () => {
    await renderWithProviders(
      <HelpModal
        info={{ title: 'Locaties', content: payload, video: null }}
        opened
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Locaties' })).toBeTruthy();
    const content = screen.getByTestId('help-content');
    expect(content.innerHTML).toContain('<strong>vet</strong>');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
    expect(content.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('embeds an https video and has a close button', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      <HelpModal
        info={{
          title: 'Plan',
          content: '<p>x</p>',
          video: 'https://www.youtube-nocookie.com/embed/abc',
        }}
        opened
        onClose={onClose}
      />,
    );
    const frame = screen.getByTitle('Video bij Plan');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    screen.getAllByRole('button', { name: 'Sluiten' }).at(-1)?.click();
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    'http://example.com/video',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'not a url',
  ])('does not embed %s', async (video) => {
    await renderWithProviders(
      <HelpModal info={{ title: 'Plan', content: '<p>x</p>', video }} opened onClose={vi.fn()} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
  });
});
