import { usePageTextsHistory } from '../api/get-page-texts.ts';
import { LoadingTab } from '../shared/loading-tab.tsx';
import { TextsEditor } from './texts-editor.tsx';

/** "Textos": every word of the home page, by section in the page's order. */
export function TextsTab() {
  return (
    <LoadingTab
      headingId="texts-tab-heading"
      title="Textos da página"
      lead="Todas as palavras da página inicial, pela ordem em que aparecem. Escreva texto simples: as mudanças de linha ficam como as escrever."
      query={usePageTextsHistory()}
      subject="os textos"
    >
      {(data) => <TextsEditor data={data} />}
    </LoadingTab>
  );
}
