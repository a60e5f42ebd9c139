import { useBusinessFactsHistory } from '../api/get-business-facts-history.ts';
import { FactsEditor } from './facts-editor.tsx';

/** "Dados do negócio": the contacts, hours, area, social links and reviews the site shows. */
export function BusinessTab() {
  const facts = useBusinessFactsHistory();
  return (
    <section aria-labelledby="business-tab-heading" className="space-y-4">
      <div>
        <h2 id="business-tab-heading" className="text-lg font-bold text-slate-900">
          Dados do negócio
        </h2>
        <p className="text-sm text-slate-700">
          Os contactos, a morada, o horário, as redes sociais e as avaliações que o site mostra.
        </p>
      </div>
      {facts.data ? (
        <FactsEditor data={facts.data} />
      ) : facts.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          Erro ao carregar os dados do negócio
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          A carregar os dados do negócio…
        </p>
      )}
    </section>
  );
}
