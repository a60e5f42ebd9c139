import { useBusinessFactsHistory } from '../api/get-business-facts-history.ts';
import { LoadingTab } from '../shared/loading-tab.tsx';
import { FactsEditor } from './facts-editor.tsx';

/** "Dados do negócio": the contacts, hours, area, social links and reviews the site shows. */
export function BusinessTab() {
  return (
    <LoadingTab
      headingId="business-tab-heading"
      title="Dados do negócio"
      lead="Os contactos, a morada, o horário, as redes sociais e as avaliações que o site mostra."
      query={useBusinessFactsHistory()}
      subject="os dados do negócio"
    >
      {(data) => <FactsEditor data={data} />}
    </LoadingTab>
  );
}
