// Text that stands in for the real text and must never reach the public page: template markers
// ("{nome}", "{{preço}}", "[inserir]"), filler ("Lorem ipsum"), a writer's notes ("TODO", "XXX")
// and the clearly fake contacts the site is built with until the owner sets the real ones.
import { PLACEHOLDER_PHONE } from '../business-facts/placeholders.ts';

const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\{\{?[^{}\n]*\}\}?/,
  /\[(?:inserir|insert|texto|nome|preço|xxx)[^\]\n]*\]/i,
  /\blorem ipsum\b/i,
  /\b(?:TODO|TBD|FIXME|XXX)\b/,
  /\b[\w.+-]+@(?:[\w-]+\.)*(?:example|exemplo)(?:\.[a-z]{2,3})?\b/i,
];

/** The fake number as people write it, with or without the country code and spaces. */
const PLACEHOLDER_PHONE_DIGITS = PLACEHOLDER_PHONE.replace(/^\+351/, '');

/** The first placeholder in `text`, as written there, or null. */
export function placeholderIn(text: string): string | null {
  for (const pattern of PLACEHOLDER_PATTERNS) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  const digits = text.replace(/[\s.-]/g, '');
  if (digits.includes(PLACEHOLDER_PHONE_DIGITS))
    return PLACEHOLDER_PHONE_DIGITS.replace(/(\d{3})(?=\d)/g, '$1 ');
  return null;
}
