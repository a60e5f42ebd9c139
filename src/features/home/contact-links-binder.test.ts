import { describe, expect, it } from 'vitest';
import { contactNumbersQueryOptions } from '#src/features/home/api/get-contact-numbers.ts';
import { applyContactFacts, bindContactLinks } from './contact-links-binder.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <a id="bare" data-contact="whatsapp" href="https://wa.me/351910000000">Contactar</a>
    <a id="quote" data-contact="whatsapp" href="https://wa.me/351910000000?text=Ol%C3%A1%2C%20quero%20um%20or%C3%A7amento">Pedir</a>
    <a id="call" data-contact="tel" href="tel:+351910000000">Ligar Agora</a>
    <a id="other" href="https://wa.me/351910000000">not ours</a>
    <div data-island="site-footer"><a id="island" data-contact="tel" href="tel:+351910000000">+351 910 000 000</a></div>`;
  return root;
}

const href = (root: HTMLElement, id: string) => root.querySelector(`#${id}`)?.getAttribute('href');

describe('applyContactFacts', () => {
  it('points the marked links outside islands at the new numbers, keeping each prefilled message', () => {
    const root = page();
    applyContactFacts(root, { whatsapp: '+351933333333', phone: '+351213456789' });

    expect(href(root, 'bare')).toBe('https://wa.me/351933333333');
    expect(new URL(href(root, 'quote')!).searchParams.get('text')).toBe('Olá, quero um orçamento');
    expect(href(root, 'quote')).toMatch(/^https:\/\/wa\.me\/351933333333\?text=/);
    expect(href(root, 'call')).toBe('tel:+351213456789');
    // React renders an island's own links; unmarked links are not contact links
    expect(href(root, 'island')).toBe('tel:+351910000000');
    expect(href(root, 'other')).toBe('https://wa.me/351910000000');
  });
});

describe('bindContactLinks', () => {
  it('applies the stored numbers when they arrive and again when they change, and nothing without them', async () => {
    const root = page();
    const queryClient = createQueryClient('build');
    const key = contactNumbersQueryOptions().queryKey;
    queryClient.setQueryData(key, null);
    const stop = bindContactLinks(queryClient, root);
    expect(href(root, 'call')).toBe('tel:+351910000000');

    const stored = (phone: string) => ({ whatsapp: completeBusinessFacts().whatsapp, phone });
    queryClient.setQueryData(key, stored('+351213456789'));
    await expect.poll(() => href(root, 'call')).toBe('tel:+351213456789');
    queryClient.setQueryData(key, stored('+351219999999'));
    await expect.poll(() => href(root, 'call')).toBe('tel:+351219999999');
    // it never reads them itself
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle');

    stop();
    queryClient.setQueryData(key, stored('+351211111111'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(href(root, 'call')).toBe('tel:+351219999999');
  });
});
