import { useContactStats } from '#src/features/admin/api/get-contact-stats.ts';
import { card, secondaryButton } from '#src/features/admin/shared/ui-classes.ts';
import { hasTaps, tapsByDay } from './contact-figures.ts';
import { ContactsChart } from './contacts-chart.tsx';
import { ContactsSummary } from './contacts-summary.tsx';
import { LocalesSummary } from './locales-summary.tsx';
import { SectionsTable } from './sections-table.tsx';

/**
 * "Contactos": what the site brings, counted without cookies (docs/contact-counting.md):
 * visitors, WhatsApp taps and calls today and over the last 7 and 30 days, the same per language
 * over the 30 days, a chart of the last 30 days and the taps by section. Loaded with the tab, not
 * with the panel.
 */
export function ContactsTab() {
  const stats = useContactStats();

  return (
    <section aria-labelledby="contacts-tab-heading" className="space-y-4">
      <div>
        <h2 id="contacts-tab-heading" className="text-lg font-bold text-slate-900">
          Contactos
        </h2>
        <p className="text-sm text-slate-700">
          Visitas do site e toques nos botões de WhatsApp e de chamada, contados sem cookies e sem dados
          pessoais dos visitantes.
        </p>
      </div>

      {stats.data ? (
        <>
          <div className={card}>
            <h3 className="mb-2 font-semibold text-slate-900">Resumo</h3>
            <ContactsSummary stats={stats.data} />
          </div>
          <div className={card}>
            <h3 className="mb-2 font-semibold text-slate-900">Por língua, nos últimos 30 dias</h3>
            <LocalesSummary stats={stats.data} />
          </div>
          {hasTaps(stats.data) ? (
            <>
              <div className={card}>
                <ContactsChart days={tapsByDay(stats.data)} />
              </div>
              <div className={card}>
                <h3 className="mb-2 font-semibold text-slate-900">Por secção do site</h3>
                <SectionsTable stats={stats.data} />
              </div>
            </>
          ) : (
            <div className={card}>
              <p className="font-semibold text-slate-900">Ainda sem contactos registados</p>
              <p className="mt-1 text-sm text-slate-700">
                Quando um visitante tocar num botão de WhatsApp ou de chamada do site, o toque aparece aqui,
                com a secção de onde veio.
              </p>
            </div>
          )}
        </>
      ) : stats.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-3 text-sm text-red-900"
        >
          <p>Não foi possível carregar os contactos.</p>
          <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void stats.refetch()}>
            Tentar novamente
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-700">
          A carregar os contactos…
        </p>
      )}
    </section>
  );
}
