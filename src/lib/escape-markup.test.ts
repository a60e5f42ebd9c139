import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five markup-significant characters', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('escapes an ampersand once, so an entity in the text stays visible as text', () => {
    expect(escapeMarkup('&amp; é')).toBe('&amp;amp; é');
  });

  it('writes what it is given as text', () => {
    expect(escapeMarkup(42)).toBe('42');
  });
});
