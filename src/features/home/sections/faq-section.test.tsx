import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { renderWithHomeData } from '#src/features/home/testing/render-with-home-data.tsx';
import { FaqSection } from './faq-section.tsx';
import { loadEveryIsland } from '#src/features/home/islands/island-registry.ts';

beforeAll(loadEveryIsland);

// The one-open-at-a-time behaviour is the browser's own (<details name>), which jsdom does
// not implement: tests/e2e/home.spec.ts checks it in Chromium, before and after the scripts.
describe('FaqSection', () => {
  it('lists the five questions as closed native disclosures of one group', () => {
    renderWithHomeData(<FaqSection />);

    const disclosures = [...document.querySelectorAll('details')];
    expect(disclosures.map((details) => details.querySelector('summary')?.textContent)).toEqual(
      BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items.map((item) => item.question),
    );
    expect(disclosures.map((details) => [details.getAttribute('name'), details.open])).toEqual(
      BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items.map(() => ['faq', false]),
    );
    // each answer is in its question's disclosure
    disclosures.forEach((details, index) => {
      expect(details).toContainElement(
        screen.getByText(BUILT_IN_PAGE_TEXTS['pt-PT'].faq.items[index]!.answer),
      );
    });
  });

  it('has a chat button', () => {
    renderWithHomeData(<FaqSection />);

    expect(screen.getByRole('link', { name: 'Falar no WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
  });
});
