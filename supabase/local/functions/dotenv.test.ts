import { describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv.ts';

describe('parseDotenv', () => {
  it('reads assignments, comments, export and both kinds of quotes', () => {
    const text = [
      '# a comment',
      '',
      'PLAIN=value',
      'SPACED = spaced value  # trailing comment',
      'export EXPORTED=yes',
      "SINGLE='$not #expanded\\n'",
      'DOUBLE="line\\nbreak \\"quoted\\" # kept"',
      'EMPTY=',
      'HASH=a#b',
      'HASH_B64=abc==',
    ].join('\n');
    expect(parseDotenv(text)).toEqual({
      values: {
        PLAIN: 'value',
        SPACED: 'spaced value',
        EXPORTED: 'yes',
        SINGLE: '$not #expanded\\n',
        DOUBLE: 'line\nbreak "quoted" # kept',
        EMPTY: '',
        HASH: 'a#b',
        HASH_B64: 'abc==',
      },
      invalidLines: [],
    });
  });

  it('reports lines that are not assignments and keeps the rest', () => {
    const result = parseDotenv('GOOD=1\nnot an assignment\nBAD="unterminated\n1NAME=x\r\nALSO_GOOD=2');
    expect(result.values).toEqual({ GOOD: '1', ALSO_GOOD: '2' });
    expect(result.invalidLines).toEqual([2, 3, 4]);
  });

  it('lets a later line win, as dotenv does', () => {
    expect(parseDotenv('A=1\nA=2').values).toEqual({ A: '2' });
  });
});
