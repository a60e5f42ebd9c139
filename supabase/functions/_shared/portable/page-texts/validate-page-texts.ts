// The one check of the page's texts, for the admin form and the page-texts function alike: it
// walks the catalogue, normalises each text (trimmed, line breaks as "\n") and refuses, naming
// the field in pt-PT, an empty required text, one over its limit, a line break where none is
// allowed, control characters and placeholder text. Plain text only: nothing is interpreted,
// so HTML or markdown is kept as the characters it is.
//
// A field left out (not an empty one) is allowed outside list items: the page shows its
// built-in text there, so texts saved before a field existed stay valid. A list's items are
// whole, with their limits on count. Publishing a language asks for more (`complete`): every
// text written, none left to the built-in ones, since the owner writes that page's every word.
import { storableTextProblem } from '../text-rules.ts';
import { PAGE_TEXTS_CATALOGUE, type PageTexts } from './page-texts-catalogue.ts';
import type { FieldSpec, GroupField, ListField, TextField } from './page-text-fields.ts';
import { placeholderIn } from './placeholder-text.ts';

/** Field path ("faq.items.2.question") → pt-PT message naming the field. */
export type TextErrors = Record<string, string>;

export type PageTextsValidation = { ok: true; texts: Partial<PageTexts> } | { ok: false; errors: TextErrors };

interface Place {
  path: string;
  /** "Perguntas Frequentes › Pergunta 3 › Resposta" */
  name: string;
  insideItem: boolean;
  /** A field left out is missing even outside a list's items. */
  complete: boolean;
}

const MISSING = Symbol('missing');

export function validatePageTexts(
  input: unknown,
  { complete = false }: { complete?: boolean } = {},
): PageTextsValidation {
  const errors: TextErrors = {};
  if (!isRecord(input)) return { ok: false, errors: { '': 'Os textos enviados não são válidos.' } };
  const texts = checkGroup(
    PAGE_TEXTS_CATALOGUE,
    input,
    { path: '', name: '', insideItem: false, complete },
    errors,
  );
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, texts: texts as Partial<PageTexts> };
}

/** A text as stored: line breaks as "\n", no space at either end. */
function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

const graphemes = new Intl.Segmenter('pt-PT', { granularity: 'grapheme' });

/** Characters as the owner counts them (an emoji or an accented letter is one), as the form's counters show them. */
export function textLength(value: string): number {
  let count = 0;
  for (const _ of graphemes.segment(value)) count++;
  return count;
}

function check(spec: FieldSpec, value: unknown, place: Place, errors: TextErrors): unknown {
  if (value === undefined) {
    if (!place.insideItem && !place.complete) return MISSING;
    errors[place.path] = `${place.name}: em falta.`;
    return MISSING;
  }
  switch (spec.kind) {
    case 'text':
      return checkText(spec, value, place, errors);
    case 'list':
      return checkList(spec, value, place, errors);
    case 'group':
      return checkGroup(spec, value, place, errors);
  }
}

function checkText(
  spec: TextField,
  value: unknown,
  place: Place,
  errors: TextErrors,
): string | typeof MISSING {
  if (typeof value !== 'string') {
    errors[place.path] = `${place.name}: tem de ser texto.`;
    return MISSING;
  }
  const normalized = normalizeText(value);
  const problem = textProblem(spec, normalized, place.name);
  if (problem) errors[place.path] = problem;
  return normalized;
}

/** Why `value` (normalised) cannot be the text of `spec`, in pt-PT, or null. */
function textProblem(spec: TextField, value: string, name: string): string | null {
  if (value === '') return spec.optional ? null : `${name}: não pode ficar em branco.`;
  const length = textLength(value);
  if (length > spec.max) return `${name}: tem ${length} caracteres (máximo ${spec.max}).`;
  if (!spec.multiline && value.includes('\n')) return `${name}: escreva numa só linha.`;
  const flaw = storableTextProblem(value, name);
  if (flaw) return flaw;
  const placeholder = placeholderIn(value);
  if (placeholder) return `${name}: contém texto provisório («${placeholder}»); escreva o texto final.`;
  return null;
}

function checkList(
  spec: ListField,
  value: unknown,
  place: Place,
  errors: TextErrors,
): unknown[] | typeof MISSING {
  if (!Array.isArray(value)) {
    errors[place.path] = `${place.name}: tem de ser uma lista.`;
    return MISSING;
  }
  if (value.length < spec.min || value.length > spec.max) {
    errors[place.path] =
      spec.min === spec.max
        ? `${place.name}: tem de ter ${spec.min} (tem ${value.length}).`
        : `${place.name}: entre ${spec.min} e ${spec.max} (tem ${value.length}).`;
    return MISSING;
  }
  return value.map((item, index) =>
    check(
      spec.item,
      item,
      {
        path: join(place.path, String(index)),
        name: `${place.name.replace(/ › [^›]*$/, '')} › ${spec.itemLabel} ${index + 1}`.replace(/^ › /, ''),
        insideItem: true,
        complete: place.complete,
      },
      errors,
    ),
  );
}

function checkGroup(
  spec: GroupField,
  value: unknown,
  place: Place,
  errors: TextErrors,
): object | typeof MISSING {
  if (!isRecord(value)) {
    errors[place.path] = `${place.name || spec.label}: não é válido.`;
    return MISSING;
  }
  const checked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec.fields)) {
    const name = place.path === '' ? field.label : `${place.name} › ${field.label}`;
    const result = check(
      field,
      value[key],
      { path: join(place.path, key), name, insideItem: place.insideItem, complete: place.complete },
      errors,
    );
    if (result !== MISSING) checked[key] = result;
  }
  return checked;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
