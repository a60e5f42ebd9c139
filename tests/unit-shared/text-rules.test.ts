import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTextFlaw, storableTextProblem, textFlawMessage } from '#portable/text-rules.ts';

/** encodeURIComponent refuses exactly the strings with a lone surrogate. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const REFUSED_CONTROLS = new Set([...Array(0x20).keys(), 0x7f].filter((code) => ![9, 10, 13].includes(code)));

function withoutRefusedControls(text: string): string {
  return [...text].filter((char) => !REFUSED_CONTROLS.has(char.charCodeAt(0))).join('');
}

describe('findTextFlaw', () => {
  it.each([
    ['plain Portuguese', 'Sofá de três lugares, antes e depois'],
    ['an empty string', ''],
    ['tab, line feed and carriage return', 'linha 1\r\nlinha 2\tfim'],
    ['emoji (surrogate pairs)', 'Sofá limpo 🛋️✨ 👍🏽'],
    ['right-to-left text and marks', 'مرحبا \u200fשלום\u200e'],
    ['combining marks', 'Cafe\u0301 a\u0308 Z\u0351\u0352'],
    ['a pair at the very end', 'fim 😀'],
    ['the replacement character and noncharacters', '\ufffd\ufffe\uffff'],
    ['C1 and zero-width characters', '\u0085\u00a0\u200b\u2028'],
  ])('accepts %s', (_case, text) => {
    expect(findTextFlaw(text)).toBeNull();
  });

  it.each([
    ['a NUL', 'antes\u0000depois', 'nul'],
    ['a NUL alone', '\u0000', 'nul'],
    ['a bell', 'a\u0007b', 'control'],
    ['an escape sequence', '\u001b[31mvermelho', 'control'],
    ['a vertical tab', 'a\u000bb', 'control'],
    ['DEL', 'a\u007f', 'control'],
    ['a lone high surrogate', 'a\ud83d', 'surrogate'],
    ['a lone high surrogate before text', '\ud83dabc', 'surrogate'],
    ['a lone low surrogate', 'a\ude00b', 'surrogate'],
    ['a reversed pair', '\ude00\ud83d', 'surrogate'],
  ] as const)('refuses %s', (_case, text, flaw) => {
    expect(findTextFlaw(text)).toBe(flaw);
  });

  it('accepts every string made of whole code points other than the refused controls', () => {
    const allowed = fc.string({ unit: 'grapheme', maxLength: 40 }).map(withoutRefusedControls);
    fc.assert(fc.property(allowed, (text) => findTextFlaw(text) === null));
  });

  it('agrees with well-formedness for any UTF-16 string without controls', () => {
    const noControls = fc.string({ unit: 'binary', maxLength: 40 }).map(withoutRefusedControls);
    const withLoneHalves = fc
      .tuple(noControls, fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), noControls)
      .map(([a, half, b]) => a + half + b);
    fc.assert(
      fc.property(fc.oneof(noControls, withLoneHalves), (text) => {
        expect(findTextFlaw(text) === 'surrogate').toBe(!isWellFormed(text));
      }),
    );
  });
});

describe('storableTextProblem', () => {
  it('names the field in Portuguese', () => {
    expect(storableTextProblem('a\u0000', 'Legenda')).toBe(
      'Legenda: contém o carácter nulo (U+0000), que não pode ser guardado.',
    );
    expect(storableTextProblem('a\u0001', 'Texto alternativo')).toBe(
      'Texto alternativo: contém caracteres de controlo não permitidos.',
    );
    expect(storableTextProblem('\udc00', 'Descrição')).toBe('Descrição: contém texto Unicode inválido.');
  });

  it('is null for storable text', () => {
    expect(storableTextProblem('Sofá 🛋️', 'Legenda')).toBeNull();
  });

  it('has a message for every flaw', () => {
    for (const flaw of ['nul', 'control', 'surrogate'] as const) {
      expect(textFlawMessage('Campo', flaw)).toMatch(/^Campo: contém /);
    }
  });
});
