import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '#portable/business-facts/shape.ts';
import {
  formatHour,
  formatRating,
  openingHoursRows,
  reviewCountLabel,
  starsLabel,
} from '#portable/business-facts/view.ts';

const nine = { opens: '09:00', closes: '18:00' };

describe('openingHoursRows', () => {
  it('groups consecutive days with the same hours, Monday first, closed days too', () => {
    const week: WeeklyHours = {
      Mo: nine,
      Tu: nine,
      We: nine,
      Th: { opens: '09:00', closes: '20:30' },
      Fr: nine,
      Sa: null,
      Su: null,
    };
    expect(openingHoursRows(week, 'pt-PT').map((row) => row.label)).toEqual([
      'Segunda a Quarta: 9h–18h',
      'Quinta: 9h–20h30',
      'Sexta: 9h–18h',
      'Sábado e Domingo: encerrado',
    ]);
    expect(openingHoursRows(week, 'pt-PT')[3]).toMatchObject({ days: ['Sa', 'Su'], hours: null });
  });

  it('reads a week open every day as one row, and one closed every day as one', () => {
    const open = { Mo: nine, Tu: nine, We: nine, Th: nine, Fr: nine, Sa: nine, Su: nine };
    expect(openingHoursRows(open, 'pt-PT').map((row) => row.label)).toEqual(['Segunda a Domingo: 9h–18h']);
    const closed = { Mo: null, Tu: null, We: null, Th: null, Fr: null, Sa: null, Su: null };
    expect(openingHoursRows(closed, 'pt-PT').map((row) => row.label)).toEqual([
      'Segunda a Domingo: encerrado',
    ]);
  });
});

describe('formats', () => {
  it('writes hours as the page does', () => {
    expect(formatHour('08:00')).toBe('8h');
    expect(formatHour('08:30')).toBe('8h30');
    expect(formatHour('00:00')).toBe('0h');
  });

  it('writes the rating with a decimal comma, and counts in the singular or plural', () => {
    expect(formatRating(5, 'pt-PT')).toBe('5,0');
    expect(formatRating(4.8, 'pt-PT')).toBe('4,8');
    expect(reviewCountLabel(34, 'pt-PT')).toBe('34 avaliações no Google');
    expect(reviewCountLabel(1, 'pt-PT')).toBe('1 avaliação no Google');
    expect(reviewCountLabel(0, 'pt-PT')).toBe('0 avaliações no Google');
    expect(starsLabel(5, 'pt-PT')).toBe('5 de 5 estrelas');
    expect(starsLabel(4.8, 'pt-PT')).toBe('4,8 de 5 estrelas');
  });

  it('writes them in English on the English page', () => {
    expect(formatRating(4.8, 'en-GB')).toBe('4.8');
    expect(reviewCountLabel(34, 'en-GB')).toBe('34 Google reviews');
    expect(reviewCountLabel(1, 'en-GB')).toBe('1 Google review');
    expect(starsLabel(4.8, 'en-GB')).toBe('4.8 out of 5 stars');
    const week = { Mo: nine, Tu: nine, We: nine, Th: nine, Fr: nine, Sa: null, Su: null };
    expect(openingHoursRows(week, 'en-GB').map((row) => row.label)).toEqual([
      'Monday to Friday: 9h–18h',
      'Saturday and Sunday: closed',
    ]);
  });
});
