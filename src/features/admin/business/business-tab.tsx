import { BASE_LOCALE } from '#portable/site-locales.ts';
import { useDocumentHistory } from '#src/features/admin/api/get-document-history.ts';
import { LoadingTab } from '#src/features/admin/shared/loading-tab.tsx';
import { FactsEditor } from './facts-editor.tsx';

/** "Dados do negócio": the contacts, hours, address, social links and reviews every page of the site shows. */
export function BusinessTab() {
  return (
    <LoadingTab
      headingId="business-tab-heading"
      title="Dados do negócio"
      lead="Os contactos, a morada, o horário, as redes sociais e as avaliações que o site mostra, iguais em todas as línguas."
      query={useDocumentHistory('business-facts', BASE_LOCALE)}
      subject="os dados do negócio"
    >
      {(data) => <FactsEditor data={data} />}
    </LoadingTab>
  );
}
