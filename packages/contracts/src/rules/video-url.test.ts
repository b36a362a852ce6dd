import { describe, expect, it } from 'vitest';
import { embeddableVideoUrl } from './video-url';

describe('embeddableVideoUrl', () => {
  it('accepts https embed addresses of YouTube and Vimeo', () => {
    expect(embeddableVideoUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(embeddableVideoUrl(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3 ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3',
    );
    expect(embeddableVideoUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('refuses http, other hosts, watch pages and script addresses', () => {
    for (const bad of [
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://user:pw@player.vimeo.com/video/1',
      'javascript:alert(1)',
      'not a url',
      '',
      null,
    ]) {
      expect(embeddableVideoUrl(bad), String(bad)).toBeNull();
    }
  });
});
