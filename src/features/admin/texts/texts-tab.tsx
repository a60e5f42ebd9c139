import { usePageTextsHistory } from '../api/get-page-texts.ts';
import { TextsEditor } from './texts-editor.tsx';

/** "Textos": every word of the home page, by section in the page's order. */
export function TextsTab() {
  const texts = usePageTextsHistory();
  return (
    <section aria-labelledby="texts-tab-heading" className="space-y-4">
      <div>
        <h2 id="texts-tab-heading" className="text-lg font-bold text-slate-900">
          Textos da página
        </h2>
        <p className="text-sm text-slate-700">
          Todas as palavras da página inicial, pela ordem em que aparecem. Escreva texto simples: as mudanças
          de linha ficam como as escrever.
        </p>
      </div>
      {texts.data ? (
        <TextsEditor data={texts.data} />
      ) : texts.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          Erro ao carregar os textos
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          A carregar os textos…
        </p>
      )}
    </section>
  );
}
