// The vocabulary the catalogue of the page's texts is written in (page-texts-catalogue.ts): a
// text, a list of items, or a group of named fields. The catalogue is data, so the admin form,
// the validator and the page's reader all walk the same description, and the type of the texts
// themselves is derived from it (TextsOf).

export interface TextField {
  readonly kind: 'text';
  /** What the owner sees beside the field, pt-PT. */
  readonly label: string;
  /** The most characters (code points) it may hold. */
  readonly max: number;
  /** Line breaks allowed and kept (shown as written). */
  readonly multiline?: boolean;
  /** May be left empty: the page then leaves that element out. */
  readonly optional?: boolean;
}

export interface ListField<Item extends FieldSpec = FieldSpec> {
  readonly kind: 'list';
  readonly label: string;
  /** The label of one item, numbered from 1 in the form and in messages ("Pergunta 3"). */
  readonly itemLabel: string;
  readonly item: Item;
  readonly min: number;
  readonly max: number;
}

export interface GroupField<Fields extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  readonly kind: 'group';
  readonly label: string;
  readonly fields: Fields;
}

export type FieldSpec = TextField | ListField<FieldSpec> | GroupField<Record<string, FieldSpec>>;

/** The value a field holds: a string, an array of items, or an object of fields. */
export type TextsOf<Spec> = Spec extends TextField
  ? string
  : Spec extends ListField<infer Item>
    ? TextsOf<Item>[]
    : Spec extends GroupField<infer Fields>
      ? { [Key in keyof Fields]: TextsOf<Fields[Key]> }
      : never;

export function text(
  label: string,
  max: number,
  options: { multiline?: boolean; optional?: boolean } = {},
): TextField {
  return { kind: 'text', label, max, ...options };
}

export function list<Item extends FieldSpec>(
  label: string,
  itemLabel: string,
  item: Item,
  bounds: { min: number; max: number },
): ListField<Item> {
  return { kind: 'list', label, itemLabel, item, ...bounds };
}

export function group<Fields extends Record<string, FieldSpec>>(
  label: string,
  fields: Fields,
): GroupField<Fields> {
  return { kind: 'group', label, fields };
}

/** A list whose items the owner may add, remove and reorder (one of fixed length may only be edited). */
export function isReorderable(spec: ListField): boolean {
  return spec.min !== spec.max;
}
