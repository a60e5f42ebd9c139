// Every WhatsApp and call link of `/` carries the section it is in, so a tap is counted for the
// right one (contact-count/count-contacts.ts), and every section the counters know has a link.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { beforeAll, expect, it } from 'vitest';
import { CONTACT_SECTIONS, type ContactSection } from '#portable/contact-count.ts';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_SECTION_ATTRIBUTE } from '#src/lib/contact-links.ts';
import { HomePage } from './home-page.tsx';
import PortfolioSection from '#src/features/home/sections/portfolio.island.tsx';
import { portfolioItems, renderWithHomeData } from '#src/features/home/testing/render-with-home-data.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { loadEveryIsland } from '#src/features/home/islands/island-registry.ts';

beforeAll(loadEveryIsland);

/** The element each counted section is, by its id in the page. */
const SECTION_IDS: Record<ContactSection, string> = {
  header: 'topo',
  hero: 'inicio',
  services: 'servicos',
  portfolio: 'portfolio',
  waterproofing: 'impermeabilizacao',
  reasons: 'porque',
  faq: 'faq',
  footer: 'contacto',
};

it('marks every contact link with the section it is in, and every counted section has one', () => {
  // the page as the build renders it, then the portfolio, which appears once there are pairs
  document.body.innerHTML = renderToString(
    <QueryClientProvider client={createQueryClient('test')}>
      <HomePage />
    </QueryClientProvider>,
  );
  renderWithHomeData(<PortfolioSection />, { portfolio: portfolioItems(2) });

  const links = [...document.querySelectorAll(`a[${CONTACT_LINK_ATTRIBUTE}]`)];
  expect(links.length).toBeGreaterThan(CONTACT_SECTIONS.length);
  const found = new Set<string>();
  for (const link of links) {
    const section = link.getAttribute(CONTACT_SECTION_ATTRIBUTE) as ContactSection;
    expect(CONTACT_SECTIONS, link.outerHTML.slice(0, 120)).toContain(section);
    expect(link.closest(`#${SECTION_IDS[section]}`), `${section}: ${link.textContent}`).not.toBeNull();
    found.add(section);
  }
  expect([...found].sort()).toEqual([...CONTACT_SECTIONS].sort());
});
