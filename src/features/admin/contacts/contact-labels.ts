// The Contactos tab's names for what the site counts (pt-PT).
import type { ContactSection } from '#portable/contact-count.ts';
import type { Period } from './contact-figures.ts';

/** The sections of the page as the owner knows them. */
export const SECTION_NAMES: Record<ContactSection, string> = {
  header: 'Cabeçalho (Contactar)',
  hero: 'Topo da página',
  services: 'Serviços',
  portfolio: 'Antes e Depois',
  waterproofing: 'Impermeabilização',
  reasons: 'Porque Nós?',
  faq: 'FAQ',
  footer: 'Rodapé',
};

export const PERIOD_NAMES: Record<Period, string> = {
  today: 'Hoje',
  week: 'Últimos 7 dias',
  month: 'Últimos 30 dias',
};

const COUNT = new Intl.NumberFormat('pt-PT');
const SHARE = new Intl.NumberFormat('pt-PT', { style: 'percent', maximumFractionDigits: 0 });
const DAY = new Intl.DateTimeFormat('pt-PT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const WEEKDAY_DAY = new Intl.DateTimeFormat('pt-PT', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** "12 %", or a dash when there were no visitors. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : SHARE.format(share);
}

/** A YYYY-MM-DD day, short ("27/11"). */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A YYYY-MM-DD day with its weekday ("sexta, 27/11"), for the table of each day. */
export function formatDayWithWeekday(day: string): string {
  return WEEKDAY_DAY.format(new Date(`${day}T00:00:00Z`));
}

export function tapsText(whatsapp: number, calls: number): string {
  return `${formatCount(whatsapp)} WhatsApp, ${formatCount(calls)} ${calls === 1 ? 'chamada' : 'chamadas'}`;
}
