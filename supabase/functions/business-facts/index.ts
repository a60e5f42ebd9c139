// business-facts: the business facts the owner edits in /admin ("Dados do negócio"): contacts,
// hours, address, social links, Google rating and reviews. One document of the owner's, in the
// site's language only (it holds no words to translate), served by the documents' one handler
// (GET, save, restore: _shared/owner-document-function.ts). Only facts that pass the validator
// are ever stored: a restored version is checked again.
import { serveOwnerDocument } from '../_shared/owner-document-function.ts';
import type { BusinessFacts } from '../_shared/portable/business-facts/shape.ts';
import { DOCUMENT_VALIDATORS } from '../_shared/portable/owner-documents/document-validators.ts';

serveOwnerDocument<BusinessFacts>({
  document: 'business-facts',
  validate: DOCUMENT_VALIDATORS['business-facts'],
  messages: {
    versionNotFound: 'Versão dos dados do negócio não encontrada.',
    invalid: 'Dados do negócio inválidos.',
  },
  maxBodyBytes: 64 * 1024,
});
