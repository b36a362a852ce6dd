import { describe, expect, it } from 'vitest';
import { validateHelpText } from './HelpTextForm';

const good = {
  route: '/admin/users',
  language: 'nl' as const,
  title: 'Gebruikers',
  content: '<p>Uitleg</p>',
  video: '',
};

describe('validateHelpText', () => {
  it('accepts a text without video, and one with a YouTube or Vimeo embed address', () => {
    expect(validateHelpText(good)).toEqual({});
    expect(validateHelpText({ ...good, video: 'https://player.vimeo.com/video/76979871' })).toEqual(
      {},
    );
  });

  it('refuses what the server refuses, with the same codes', () => {
    expect(
      validateHelpText({
        ...good,
        route: 'admin',
        title: ' ',
        content: '',
        video: 'http://www.youtube.com/embed/abc',
      }),
    ).toEqual({
      route: 'invalid_route',
      title: 'required',
      content: 'required',
      video: 'invalid_video',
    });
  });
});
