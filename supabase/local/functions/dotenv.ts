/**
 * Reads a dotenv file as the Supabase CLI reads supabase/functions/.env: `KEY=value` lines,
 * optional `export `, `#` comments, single quotes literal, double quotes with \n \r \t \" \\
 * escapes. Values are single-line. Lines that are not assignments are reported, not fatal.
 */
export function parseDotenv(text: string): { values: Record<string, string>; invalidLines: number[] } {
  const values: Record<string, string> = {};
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) return;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(line);
    const value = match ? parseValue(match[2] ?? '') : null;
    if (!match || value === null) {
      invalidLines.push(index + 1);
      return;
    }
    values[match[1] ?? ''] = value;
  });
  return { values, invalidLines };
}

function parseValue(raw: string): string | null {
  const quote = raw[0];
  if (quote === "'" || quote === '"') {
    const end = findClosingQuote(raw, quote);
    if (end === -1) return null;
    const rest = raw.slice(end + 1).trim();
    if (rest && !rest.startsWith('#')) return null;
    const inner = raw.slice(1, end);
    return quote === "'" ? inner : unescapeDoubleQuoted(inner);
  }
  // an unquoted value ends at a ` #` comment
  return raw.replace(/\s+#.*$/, '').trim();
}

function findClosingQuote(raw: string, quote: string): number {
  for (let i = 1; i < raw.length; i++) {
    if (quote === '"' && raw[i] === '\\') i++;
    else if (raw[i] === quote) return i;
  }
  return -1;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

function unescapeDoubleQuoted(inner: string): string {
  return inner.replace(/\\(.)/g, (whole, char: string) => ESCAPES[char] ?? whole);
}
