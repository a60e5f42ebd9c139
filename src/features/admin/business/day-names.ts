import type { WeekDay } from '#portable/business-facts/shape.ts';

/** The days as the form names them (pt-PT), with "on that day" for the controls' accessible names. */
export const DAY_NAMES: Record<WeekDay, { name: string; on: string }> = {
  Mo: { name: 'Segunda-feira', on: 'à segunda-feira' },
  Tu: { name: 'Terça-feira', on: 'à terça-feira' },
  We: { name: 'Quarta-feira', on: 'à quarta-feira' },
  Th: { name: 'Quinta-feira', on: 'à quinta-feira' },
  Fr: { name: 'Sexta-feira', on: 'à sexta-feira' },
  Sa: { name: 'Sábado', on: 'ao sábado' },
  Su: { name: 'Domingo', on: 'ao domingo' },
};
