import { describe, expect, it } from 'vitest';
import { educationSectionOf } from './education-sections';

describe('educationSectionOf', () => {
  it('knows the five sections of an education, also the plan of one year', () => {
    expect(educationSectionOf('/notities')?.key).toBe('notes');
    expect(educationSectionOf('/overzicht')?.key).toBe('overview');
    expect(educationSectionOf('/ontwerp')?.key).toBe('design');
    expect(educationSectionOf('/plan')?.key).toBe('plan');
    expect(educationSectionOf('/plan/12')?.key).toBe('plan');
    expect(educationSectionOf('/analyse')?.key).toBe('analysis');
  });

  it('is null elsewhere, so the tabs do not show there', () => {
    expect(educationSectionOf('/dashboard')).toBeNull();
    expect(educationSectionOf('/admin/plan')).toBeNull();
    expect(educationSectionOf('/planning')).toBeNull();
  });
});
