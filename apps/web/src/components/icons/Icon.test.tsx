import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_GLYPHS, catalogueGlyph } from './catalogue-glyphs';
import { dotGlyph } from './glyphs/dot';
import { trashGlyph } from './glyphs/trash';
import { Icon } from './Icon';
import { menuGlyph } from './menu-glyphs';

describe('Icon: the one way the app draws an icon', () => {
  it('is decorative by default: hidden from screen readers, not focusable', () => {
    const { container } = render(<Icon glyph={trashGlyph} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('width')).toBe('20');
    expect(svg?.querySelectorAll('path')).toHaveLength(trashGlyph.length);
  });

  it('with a label is an image with that name', () => {
    render(<Icon glyph={trashGlyph} label="Verwijderd" size={16} />);
    const image = screen.getByRole('img', { name: 'Verwijderd' });
    expect(image.getAttribute('aria-hidden')).toBeNull();
    expect(image.getAttribute('width')).toBe('16');
  });

  it('maps a menu icon name to its glyph, an unknown one to a dot', () => {
    expect(menuGlyph('users')).not.toBe(dotGlyph);
    expect(menuGlyph('onbekend')).toBe(dotGlyph);
  });

  it('maps a catalogue icon name to its glyph, an unknown one to the star', () => {
    expect(catalogueGlyph('book')).toBe(CATALOGUE_GLYPHS.book);
    expect(catalogueGlyph('onbekend')).toBe(CATALOGUE_GLYPHS.star);
  });
});
