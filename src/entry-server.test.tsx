// @vitest-environment node
// The build renders `/` with the business facts stored in the project, so what search engines,
// link previews and visitors without JavaScript read is what the owner saved.
import { describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS } from './content/business.ts';
import { renderHome } from './entry-server.tsx';
import { BUILD_FACTS_ELEMENT_ID } from './lib/build-facts-contract.ts';

const SAVED = {
  version: 7,
  updatedAt: '2026-11-25T16:30:00.000Z',
  facts: {
    ...CONFIGURED_FACTS,
    name: 'Estofos da Ana',
    phone: '+351213456789',
    whatsapp: '+351933333333',
    social: { instagram: '', facebook: '', youtube: '', tiktok: 'https://www.tiktok.com/@ana' },
    reviews: [{ author: 'Rita Costa', place: 'Setúbal', text: 'Impecável.', rating: 5, date: '2026-11-01' }],
  },
};

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('renderHome', () => {
  it('renders the stored facts into the links, the footer, the reviews and the structured data', () => {
    const html = renderHome(SAVED);

    expect(html).toContain('href="tel:+351213456789"');
    expect(html).not.toContain('tel:+351910000000');
    expect(html).toContain('https://wa.me/351933333333?text=');
    expect(html).not.toContain('wa.me/351910000000');
    expect(html).toContain('+351 213 456 789');
    expect(html).toContain('Impecável.');
    expect(html).toContain('aria-label="TikTok"');
    expect(html).not.toContain('aria-label="Instagram"');
    const business = jsonLd(html).find((block) => block['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({
      name: 'Estofos da Ana',
      telephone: '+351213456789',
      sameAs: ['https://www.tiktok.com/@ana'],
    });
    expect(html).toContain('<title>Limpeza de Estofos em Lisboa | Estofos da Ana</title>');
    const embedded = new RegExp(
      `<script id="${BUILD_FACTS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(embedded![1]!)).toMatchObject({
      version: 7,
      updatedAt: SAVED.updatedAt,
      facts: SAVED.facts,
    });
  });

  it('renders the build configuration when nothing is stored', () => {
    const html = renderHome(null);

    expect(html).toContain(`href="tel:${CONFIGURED_FACTS.phone}"`);
    expect(html).toContain('+351 910 000 000');
    expect(html).toContain('Domingo: encerrado');
    expect(html).toMatch(/"version":null/);
  });
});
