import { describe, expect, it } from 'vitest';
import { moveTitleToDetails, shortTitleOf } from './long-title';

// A learning goal as long as the ones a school wrote (issue 29: 362 characters).
const GOAL =
  'De leerling kan op basis van een zelf opgestelde onderzoeksvraag een praktisch onderzoek ' +
  'opzetten, uitvoeren en evalueren, waarbij hij relevante bronnen raadpleegt, meetgegevens ' +
  'verzamelt en verwerkt in tabellen en grafieken, conclusies trekt die passen bij de ' +
  'onderzoeksvraag en de resultaten, en de betrouwbaarheid en validiteit van het onderzoek ' +
  'kritisch beoordeelt in een verslag.';

describe('shortTitleOf', () => {
  it('leaves a text that fits alone (trimmed, spaces collapsed)', () => {
    expect(shortTitleOf('  Een  korte\ntitel ', 200)).toBe('Een korte titel');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    expect(GOAL.length).toBeGreaterThan(362);
    const title = shortTitleOf(GOAL, 200);
    expect(title.length).toBeLessThanOrEqual(200);
    expect(title.endsWith('…')).toBe(true);
    // Whole words only: what stands before the ellipsis is the start of the text and ends a word.
    const start = title.slice(0, -1);
    expect(GOAL.startsWith(start)).toBe(true);
    expect(GOAL.charAt(start.length)).toMatch(/[ ,]/);
    expect(title).toBe(
      'De leerling kan op basis van een zelf opgestelde onderzoeksvraag een praktisch onderzoek ' +
        'opzetten, uitvoeren en evalueren, waarbij hij relevante bronnen raadpleegt, meetgegevens ' +
        'verzamelt en…',
    );
  });

  it('cuts one long word where it stands, and never splits a surrogate pair', () => {
    expect(shortTitleOf('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    const emoji = `${'a'.repeat(8)}😀😀`;
    const short = shortTitleOf(emoji, 10);
    expect(short.length).toBeLessThanOrEqual(10);
    expect(short).toBe(`${'a'.repeat(8)}…`);
  });
});

describe('moveTitleToDetails', () => {
  it('puts the whole text above the description and shortens the title', () => {
    expect(moveTitleToDetails(GOAL, 'Eigen toelichting', 200)).toEqual({
      title: shortTitleOf(GOAL, 200),
      details: `${GOAL}\n\nEigen toelichting`,
    });
  });

  it('fills an empty description, and does not add the text twice', () => {
    expect(moveTitleToDetails(GOAL, '', 200).details).toBe(GOAL);
    expect(moveTitleToDetails(GOAL, GOAL, 200).details).toBe(GOAL);
  });
});
