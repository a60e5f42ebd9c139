// Phone numbers as the owner types them and as links need them. Pure and platform-free: the
// build's settings check, the admin form and the business-facts function read numbers alike.

/**
 * "+351 910 000 000" / "00351910000000" / "910 000 000" → "+351910000000": the E.164 form.
 * A bare 9-digit number is Portuguese. Assumes a number phoneNumberProblem accepts.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 9) return `+351${digits}`;
  return `+${digits}`;
}

/** "+351910000000" → "+351 910 000 000" (Portuguese numbers are grouped 3-3-3); others as they are. */
export function formatPhoneForDisplay(e164: string): string {
  const match = /^\+351(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return match ? `+351 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

/**
 * Why `input` is not a phone number, in Portuguese, or null when it is one: a Portuguese number
 * (9 digits, optionally after +351 or 00351) or an international one (+ or 00, then 8 to 15
 * digits), with spaces, dots, dashes or brackets between the digits.
 */
export function phoneNumberProblem(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'deve ter só algarismos, espaços e, no início, +.';
  const digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  // after + comes the country code; after 00 (without +) too
  const national = text.startsWith('+') ? digits : digits.replace(/^00/, '');
  if (!international && national.length !== 9) {
    return 'um número português tem 9 algarismos; um internacional começa por + e o indicativo do país.';
  }
  if (international && national.startsWith('0')) {
    return 'o indicativo do país, depois do + ou do 00, não começa por 0 (por exemplo +351).';
  }
  if (international && (national.length < 8 || national.length > 15)) {
    return 'um número internacional tem entre 8 e 15 algarismos, com o indicativo do país.';
  }
  if (international && national.startsWith('351') && national.length !== 12) {
    return 'um número português (+351) tem 9 algarismos depois do indicativo.';
  }
  return null;
}
