// business-facts: the business facts the owner edits in /admin ("Dados do negócio"): contacts,
// hours, address, social links, Google rating and reviews. One document of the owner's, in the
// site's language only (it holds no words to translate), served by the documents' one handler
// (GET, save, restore: _shared/owner-document-function.ts). Only facts that pass the validator
// are ever stored: a restored version is checked again.
import { serveOwnerDocument } from '../_shared/owner-document-function.ts';
import type { BusinessFacts } from '../_shared/portable/business-facts/shape.ts';
import { validateBusinessFacts } from '../_shared/portable/business-facts/validate.ts';

serveOwnerDocument<BusinessFacts>({
  document: 'business-facts',
  validate(input) {
    const checked = validateBusinessFacts(input, utcToday());
    return checked.ok ? { ok: true, content: checked.facts } : checked;
  },
  messages: {
    versionNotFound: 'Versão dos dados do negócio não encontrada.',
    invalid: 'Dados do negócio inválidos.',
  },
  maxBodyBytes: 64 * 1024,
});

/** Today's date in UTC, YYYY-MM-DD: review dates may not be later (the validator allows a day). */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}
