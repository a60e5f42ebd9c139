// What any text a function accepts may contain. Postgres `text` cannot hold U+0000 (NUL),
// and a lone UTF-16 surrogate (JSON can carry one as "\ud800") is not Unicode text at all:
// either would reach the database as an error, so both are refused up front with a 400
// naming the field. Other control characters (all of C0 except tab, line feed and carriage
// return, and DEL) have no use in a caption, a name or a key, so they are refused the same
// way. Everything else — accents, emoji, right-to-left scripts, combining marks — is text.
// Pure and platform-free so the rule is unit-tested.

export type TextFlaw = 'nul' | 'control' | 'surrogate';

/** The first reason `text` cannot be stored as it is, or null when it can. */
export function findTextFlaw(text: string): TextFlaw | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return 'nul';
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return 'control';
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1); // NaN past the end
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      i++; // a well-formed pair: one character outside the Basic Multilingual Plane
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return 'surrogate';
    }
  }
  return null;
}

/** The Portuguese message for a flaw in the field called `label`. */
export function textFlawMessage(label: string, flaw: TextFlaw): string {
  switch (flaw) {
    case 'nul':
      return `${label}: contém o carácter nulo (U+0000), que não pode ser guardado.`;
    case 'control':
      return `${label}: contém caracteres de controlo não permitidos.`;
    case 'surrogate':
      return `${label}: contém texto Unicode inválido.`;
  }
}

/** Why the field called `label` cannot be stored as `text`, in Portuguese, or null when it can. */
export function storableTextProblem(text: string, label: string): string | null {
  const flaw = findTextFlaw(text);
  return flaw ? textFlawMessage(label, flaw) : null;
}

/**
 * Why an optional text field's value cannot be stored, in Portuguese, or null when it can: absent
 * (undefined, null) or a string that, trimmed, is storable and at most `max` characters long.
 */
export function optionalTextProblem(value: unknown, max: number, label: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return `${label}: valor inválido.`;
  const text = value.trim();
  return (
    storableTextProblem(text, label) ?? (text.length > max ? `${label}: no máximo ${max} caracteres.` : null)
  );
}
