import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZPageInfoEntryParamsSchema, ZPageInfoInputSchema } from './page-info';

/** A help text's path and body, checked as the form checks them: one message key per field. */
const ZHelpTextSchema = ZPageInfoInputSchema.extend(ZPageInfoEntryParamsSchema.shape);
function keysOf(body: unknown) {
  const result = ZHelpTextSchema.safeParse(body);
  return result.success ? {} : fieldKeysOf(result.error);
}

const good = {
  route: '/admin/users',
  language: 'nl',
  title: 'Gebruikers',
  content: '<p>Uitleg</p>',
  video: null,
};

describe('ZPageInfoInputSchema and ZPageInfoEntryParamsSchema: a help text', () => {
  it('accepts a text without video, and one with a YouTube or Vimeo embed address', () => {
    expect(keysOf(good)).toEqual({});
    expect(keysOf({ ...good, video: '' })).toEqual({});
    expect(keysOf({ ...good, video: 'https://player.vimeo.com/video/76979871' })).toEqual({});
  });

  it('refuses a bad route, an empty title and content, and a video that is no https embed', () => {
    expect(
      keysOf({
        ...good,
        route: 'admin',
        title: ' ',
        content: '',
        video: 'http://www.youtube.com/embed/abc',
      }),
    ).toEqual({
      route: ['pageInfo.invalidRoute'],
      title: ['common.required'],
      content: ['common.required'],
      video: ['pageInfo.invalidVideo'],
    });
  });
});
