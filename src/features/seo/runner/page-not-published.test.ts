import { expect, it } from 'vitest';
import { PageNotPublishedError } from './page-not-published.ts';

it('names the unpublished language in Portuguese', () => {
  const error = new PageNotPublishedError('https://estofos.example.pt/en/');
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toBe(
    'A página em inglês não está publicada: https://estofos.example.pt/en/ responde 404 (não encontrada). Quando for publicada, execute a auditoria de novo.',
  );
});

it('says plainly that a path of no language does not exist', () => {
  expect(new PageNotPublishedError('https://estofos.example.pt/fr/').message).toBe(
    'A página https://estofos.example.pt/fr/ não existe: responde 404 (não encontrada).',
  );
});
