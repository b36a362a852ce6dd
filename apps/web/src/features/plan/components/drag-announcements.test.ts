import type { Active } from '@dnd-kit/core';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TCluster } from '@cp/contracts';
import { createDragSpeech, planDragInstructions } from './drag-announcements';

const cluster = { id: 302, index: '1.2', title: 'Bouwkunde' } as TCluster;
const active = { id: 'cluster-302', data: { current: { cluster } } } as unknown as Active;
const over = { id: 'timeline' } as never;

/** Runs a drag as dnd-kit does: the board's handler writes the speech, then the announcement. */
function drag(language: 'nl' | 'en') {
  const speech = createDragSpeech();
  const spoken = speech.announcements(i18n.getFixedT(language), {
    electiveSubject: language === 'nl' ? 'keuzevak' : 'elective',
  });
  speech.start();
  const moveTo = (week: number | null, blocked = false) => {
    speech.aim(week === null ? null : { week, blocked });
    return spoken.onDragMove?.({ active, over });
  };
  return { speech, spoken, moveTo };
}

describe('the screen reader texts of dragging a cluster onto the plan', () => {
  it('name the cluster and the week in Dutch', () => {
    const { speech, spoken, moveTo } = drag('nl');
    expect(spoken.onDragStart({ active })).toBe('1.2 Bouwkunde opgepakt');
    expect(moveTo(5)).toBe('1.2 Bouwkunde verplaatst naar week 5');
    // Within the same week nothing new is said.
    expect(moveTo(5)).toBeUndefined();
    expect(moveTo(6, true)).toBe(
      '1.2 Bouwkunde boven een keuzevak in week 6: hier neerzetten kan niet',
    );
    expect(moveTo(null)).toBe('1.2 Bouwkunde is niet boven de tijdlijn');
    expect(spoken.onDragOver({ active, over })).toBeUndefined();
    speech.settle(
      i18n.getFixedT('nl')('planScreen.drag.dropped', { name: '1.2 Bouwkunde', week: 5 }),
    );
    expect(spoken.onDragEnd({ active, over })).toBe('1.2 Bouwkunde neergezet in week 5');
    expect(spoken.onDragCancel({ active, over })).toBe('Verplaatsen van 1.2 Bouwkunde geannuleerd');
  });

  it('say that a drop outside the weeks placed nothing, and speak English too', () => {
    const { spoken, moveTo } = drag('en');
    expect(spoken.onDragStart({ active })).toBe('Picked up 1.2 Bouwkunde');
    expect(moveTo(3)).toBe('1.2 Bouwkunde moved to week 3');
    expect(spoken.onDragEnd({ active, over: null })).toBe(
      '1.2 Bouwkunde not dropped: release it over a week of the timeline',
    );
    expect(planDragInstructions(i18n.getFixedT('en')).draggable).toMatch(/^Drag with the mouse/);
  });

  it('never fall back to dnd-kit English with technical ids', () => {
    const { spoken, moveTo } = drag('nl');
    const all = [spoken.onDragStart({ active }), moveTo(1), spoken.onDragEnd({ active, over })];
    for (const text of all) expect(text).not.toMatch(/cluster-302|draggable|droppable/i);
  });
});
