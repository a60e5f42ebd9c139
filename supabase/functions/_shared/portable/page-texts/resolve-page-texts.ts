// The texts the page shows: the owner's saved texts where they have one, the built-in text for
// every field they never saved (nothing saved yet, or a field added to the page since).
import { PAGE_TEXTS_CATALOGUE, type PageTexts } from './page-texts-catalogue.ts';
import type { FieldSpec } from './page-text-fields.ts';

export function resolvePageTexts(builtIn: PageTexts, saved: unknown): PageTexts {
  return resolve(PAGE_TEXTS_CATALOGUE, builtIn, saved) as PageTexts;
}

function resolve(spec: FieldSpec, builtIn: unknown, saved: unknown): unknown {
  switch (spec.kind) {
    case 'text':
      return typeof saved === 'string' ? saved : builtIn;
    case 'list': {
      if (!Array.isArray(saved)) return builtIn;
      const builtInItems = builtIn as unknown[];
      // an item field added since it was saved takes the built-in item's text at that place
      return saved.map((item, index) => resolve(spec.item, builtInItems[index] ?? builtInItems[0], item));
    }
    case 'group': {
      const builtInFields = builtIn as Record<string, unknown>;
      const savedFields = isRecord(saved) ? saved : {};
      return Object.fromEntries(
        Object.entries(spec.fields).map(([key, field]) => [
          key,
          resolve(field, builtInFields[key], savedFields[key]),
        ]),
      );
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
