import type { ContactStats } from '#portable/contact-stats.ts';
import { SITE_LOCALE_IDS, SITE_LOCALES } from '#portable/site-locales.ts';
import { periodFigures } from './contact-figures.ts';
import { PERIOD_NAMES } from './contact-labels.ts';
import { FiguresTable } from './figures-table.tsx';

/**
 * Each language's page side by side over the last 30 days, so the owner sees what each brings
 * (the English page's visitors and conversations beside the Portuguese page's).
 */
export function LocalesSummary({ stats }: { stats: ContactStats }) {
  const columns = SITE_LOCALE_IDS.map((locale) => ({
    key: locale,
    label: SITE_LOCALES[locale].name,
    lang: SITE_LOCALES[locale].htmlLang,
    figures: periodFigures(stats, 'month', locale),
  }));
  return (
    <div>
      <FiguresTable caption={`Visitas e contactos por língua: ${PERIOD_NAMES.month}`} columns={columns} />
      <p className="mt-2 text-xs text-slate-600">
        Cada língua conta os visitantes da sua página: quem lê as duas no mesmo dia conta em cada uma.
      </p>
    </div>
  );
}
