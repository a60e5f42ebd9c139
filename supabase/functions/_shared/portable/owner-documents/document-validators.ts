// Each owner document's validator, by name: what its function checks a save and a restore of a
// version with, and what `npm run backup:restore` checks a backup's documents with, so a restored
// document is one its function could have written.
import type { BusinessFacts } from '../business-facts/shape.ts';
import { validateBusinessFacts } from '../business-facts/validate.ts';
import type { PageTexts } from '../page-texts/page-texts-catalogue.ts';
import { validatePageTexts } from '../page-texts/validate-page-texts.ts';
import type { DocumentValidation, OwnerDocumentName } from './owner-document.ts';

/** Today's date in UTC, YYYY-MM-DD: review dates may not be later (the validator allows a day). */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export const DOCUMENT_VALIDATORS = {
  'business-facts': (input: unknown): DocumentValidation<BusinessFacts> => {
    const checked = validateBusinessFacts(input, utcToday());
    return checked.ok ? { ok: true, content: checked.facts } : checked;
  },
  'page-texts': (input: unknown): DocumentValidation<Partial<PageTexts>> => {
    const checked = validatePageTexts(input);
    return checked.ok ? { ok: true, content: checked.texts } : checked;
  },
} as const satisfies Record<OwnerDocumentName, (input: unknown) => DocumentValidation<unknown>>;
