import { describe, expect, it } from 'vitest';
import { accessibilityIssues, accessibilityScore, type AxeViolationSummary } from './accessibility-score.ts';

function violation(id: string, impact: AxeViolationSummary['impact'], nodes = 1): AxeViolationSummary {
  return {
    id,
    impact,
    help: `ajuda ${id}`,
    description: `descrição ${id}`,
    helpUrl: `https://dequeuniversity.com/${id}`,
    nodes,
    targets: ['#a'],
  };
}

describe('accessibilityScore', () => {
  it('is null without an axe run and 100 without violations', () => {
    expect(accessibilityScore(null)).toBeNull();
    expect(accessibilityScore([])).toBe(100);
  });

  it('subtracts 10/7/3/1 per violated rule by impact, however many elements fail', () => {
    expect(accessibilityScore([violation('image-alt', 'critical', 12)])).toBe(90);
    expect(accessibilityScore([violation('color-contrast', 'serious', 3)])).toBe(93);
    expect(accessibilityScore([violation('a', 'moderate'), violation('b', 'minor')])).toBe(96);
    expect(accessibilityScore([violation('c', null)])).toBe(97);
  });

  it('never goes below 0', () => {
    expect(
      accessibilityScore(Array.from({ length: 11 }, (_, index) => violation(`r${index}`, 'critical'))),
    ).toBe(0);
  });
});

describe('accessibilityIssues', () => {
  it('files critical and serious as critical, moderate as warning, minor as improvement', () => {
    const issues = accessibilityIssues([
      violation('a', 'critical'),
      violation('b', 'serious'),
      violation('c', 'moderate', 2),
      violation('d', 'minor'),
    ]);
    expect(issues.map((issue) => issue.severity)).toEqual(['critical', 'critical', 'warning', 'improvement']);
    expect(issues[2]).toMatchObject({ type: 'Acessibilidade', description: 'ajuda c [c]' });
    expect(issues[2]?.impact).toContain('2 elementos');
    expect(issues[2]?.fix).toContain('https://dequeuniversity.com/c');
  });
});
