// Every text of the product is written in European Portuguese: the home page and its copy, the
// admin, the SEO page, the app's shared code and the edge functions' messages. The owner quoted a few admin strings in Brazilian Portuguese
// (the login form, some tabs and toasts); those stay exactly as quoted, and nothing else may
// bring Brazilian wording back (docs/requirements/exact-texts.md).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringsOf, stringsUnder } from '#tests/support/source-strings.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCANNED = [
  'src/features/admin',
  'src/features/home',
  'src/features/seo',
  'src/app',
  'src/lib',
  'src/content',
  'supabase/functions',
];

/** Common Brazilian words and spellings, each with what pt-PT says instead. */
const PT_BR: ReadonlyArray<[RegExp, string]> = [
  [/\busuári[oa]s?\b/i, 'utilizador'],
  [/\barquivos?\b/i, 'ficheiro'],
  [/\btelas?\b/i, 'ecrã'],
  [/\bsalv(ar|o|a|os|as|e|ando)\b/i, 'guardar / guardado'],
  [/\bexclu(ir|ído|ída|ídos|ídas|são|indo)\b/i, 'eliminar'],
  [/\bdelet(ar|ado|ada)\b/i, 'eliminar'],
  [/\bvocês?\b/i, 'forma impessoal ou infinitivo'],
  [/\bgerenci(ar|e|ador|amento)\b/i, 'gerir'],
  [/\bregistr(ar|o|os|ado|ada)\b/i, 'registar / registo'],
  [/\bcadastr(o|os|ar)\b/i, 'registo / registar'],
  [/\bcontatos?\b/i, 'contacto'],
  [/\bcelular(es)?\b/i, 'telemóvel'],
  [/\bequipe\b/i, 'equipa'],
  [/\baplicativos?\b/i, 'aplicação'],
  [/\bbaixar\b/i, 'transferir'],
  [/\bsenhas?\b/i, 'palavra-passe'],
  [/\bmídias?\b/i, 'multimédia'],
  [/\bplanilhas?\b/i, 'folha de cálculo'],
  [/\btem certeza\b/i, 'tem a certeza'],
  [/\bportfólios?\b/i, 'portefólio'],
  [/\b(econômic|anônim|eletrônic|acadêmic|fenômen|gêner)\w*/i, 'grafia com ó / é'],
  [
    /\b(carreg|envi|salv|remov|restaur|process|aguard|atualiz|verific|audit|busc|copi|entr|sa|ger|public|baix)(ando|endo|indo)\b/i,
    'a + infinitivo (a carregar…)',
  ],
];

/** Admin strings the owner quoted verbatim (Brazilian as quoted). */
const QUOTED_IN_SPEC = [
  'Campos obrigatórios: Selecione um arquivo e um slot',
  'Tem certeza que deseja remover a imagem do slot',
  'Entrando...',
  'Gerenciar Vídeos',
  'Erro ao carregar mídia',
];

/**
 * The login form's field labels, quoted by the owner: text that names those fields
 * uses them as written on the form (capitalised), e.g. "Ambiente local: Usuário admin · Senha …".
 */
const QUOTED_FIELD_LABELS = /\b(Usuário|Senha)\b/g;

/** Messages that name the login form's two quoted fields (both are required). */
const NAMES_QUOTED_FIELDS = new Set(['Usuário e senha são obrigatórios.']);

/** Literals that are data, not copy: the local stand-in's published default password. */
const NOT_COPY = new Set(['mudar-esta-senha']);

/** The Brazilian words left in `text` once the quoted texts are taken out. */
function brazilianWordsIn(text: string): string[] {
  if (NOT_COPY.has(text.trim()) || NAMES_QUOTED_FIELDS.has(text.trim())) return [];
  let rest = text;
  for (const quoted of QUOTED_IN_SPEC) rest = rest.replaceAll(quoted, ' ');
  rest = rest.replace(QUOTED_FIELD_LABELS, ' ');
  return PT_BR.flatMap(([pattern, instead]) => {
    const match = pattern.exec(rest);
    return match ? [`"${match[0]}" (pt-PT: ${instead})`] : [];
  });
}

describe('European Portuguese copy', () => {
  it('finds no Brazilian wording in the home page, the admin, the SEO page, the app code or the functions’ messages', async () => {
    const strings = await stringsUnder(ROOT, SCANNED);
    expect(strings.length).toBeGreaterThan(200);
    const found = strings.flatMap(({ file, line, text }) =>
      brazilianWordsIn(text).map((word) => `${file}:${line} ${word} in ${JSON.stringify(text.trim())}`),
    );
    expect(found).toEqual([]);
  });

  it('lets the quoted strings and the quoted field labels through, and nothing else', () => {
    const check = (source: string) =>
      stringsOf('x.tsx', source).flatMap(({ text }) => brazilianWordsIn(text));
    expect(check(`toast('Campos obrigatórios: Selecione um arquivo e um slot');`)).toEqual([]);
    expect(check(`const a = <p>Tem certeza que deseja remover a imagem do slot {name}?</p>;`)).toEqual([]);
    expect(check(`throw new Error('Usuário e senha são obrigatórios.');`)).toEqual([]);
    expect(check(`const hint = <p>Usuário <b>admin</b> · Senha <b>mudar-esta-senha</b></p>;`)).toEqual([]);

    expect(check(`toast('Selecione um arquivo');`)).toEqual(['"arquivo" (pt-PT: ficheiro)']);
    expect(check(`const eyebrow = 'Portfólio';`)).toEqual(['"Portfólio" (pt-PT: portefólio)']);
    expect(check(`const b = <button>Salvar</button>;`)).toEqual(['"Salvar" (pt-PT: guardar / guardado)']);
    expect(check('const c = `Alterações não salvas em ${name}`;')).toHaveLength(1);
    expect(check(`label('A senha predefinida')`)).toEqual(['"senha" (pt-PT: palavra-passe)']);
    expect(check(`label('Escolha o usuário')`)).toEqual(['"usuário" (pt-PT: utilizador)']);
    expect(check(`const d = <p aria-label="Carregando os dados">…</p>;`)).toHaveLength(1);
    expect(check(`// Salvar o arquivo: comments are not copy\nconst e = 1;`)).toEqual([]);
    expect(check(`import x from './salvar-arquivo.ts';`)).toEqual([]);
  });
});
