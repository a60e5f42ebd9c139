import { useState } from 'react';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';
import { useDocumentHistory } from '#src/features/admin/api/get-document-history.ts';
import { LoadingTab } from '#src/features/admin/shared/loading-tab.tsx';
import { LanguageChoice } from './language-choice.tsx';
import { TextsEditor } from './texts-editor.tsx';

/**
 * "Textos": every word of the home page, by section in the page's order, in the language chosen;
 * the same form, preview, history and restore for each.
 */
export function TextsTab() {
  const [locale, setLocale] = useState<SiteLocale>(BASE_LOCALE);
  // a language's unsaved edits are its form's: the other language waits until they are saved or undone
  const [dirty, setDirty] = useState(false);
  const history = useDocumentHistory('page-texts', locale);
  return (
    <LoadingTab
      headingId="texts-tab-heading"
      title="Textos da página"
      lead="Todas as palavras da página inicial, pela ordem em que aparecem, em cada língua. Escreva texto simples: as mudanças de linha ficam como as escrever."
      query={history}
      subject="os textos"
      before={<LanguageChoice value={locale} onChange={setLocale} locked={dirty} />}
    >
      {(data) => <TextsEditor key={locale} locale={locale} data={data} onDirtyChange={setDirty} />}
    </LoadingTab>
  );
}
