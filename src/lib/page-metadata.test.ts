import { describe, expect, it } from 'vitest';
import { CONFIGURED_FACTS, SITE } from '#src/content/business.ts';
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import { openingHoursRows } from '#portable/business-facts/view.ts';
import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildWebsiteJsonLd,
  cutDescription,
  cutTitle,
  serializeJsonLd,
  type DescribedPage,
} from './page-metadata.ts';
import { completeBusinessFacts } from '#src/testing/complete-business-facts.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';

const OFFERS = {
  services: BUILT_IN_PAGE_TEXTS['pt-PT'].footer.services,
  serviceArea: BUILT_IN_PAGE_TEXTS['pt-PT'].footer.serviceArea,
};
const BOTH: DescribedPage['published'] = ['pt-PT', 'en-GB'];

const text = (length: number) => 'abcdefghij'.repeat(20).slice(0, length);

describe('cutTitle', () => {
  it('keeps titles of 59 and 60 characters', () => {
    expect(cutTitle(text(59))).toBe(text(59));
    expect(cutTitle(text(60))).toBe(text(60));
  });

  it('cuts a 61-character title to 57 characters plus an ellipsis', () => {
    const cut = cutTitle(text(61));
    expect(cut).toBe(`${text(57)}…`);
    expect(Array.from(cut)).toHaveLength(58);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const emoji = '🛋️'.repeat(40); // 80 code points
    const cut = cutTitle(emoji);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut)).toHaveLength(58);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no lone high surrogate
  });
});

describe('cutDescription', () => {
  it('keeps descriptions of 159 and 160 characters', () => {
    expect(cutDescription(text(159))).toBe(text(159));
    expect(cutDescription(text(160))).toBe(text(160));
  });

  it('cuts a 161-character description to 157 characters plus an ellipsis', () => {
    expect(cutDescription(text(161))).toBe(`${text(157)}…`);
  });
});

describe('business JSON-LD', () => {
  const block = JSON.parse(serializeJsonLd(buildBusinessJsonLd(CONFIGURED_FACTS, OFFERS))) as Record<
    string,
    unknown
  >;

  it('is valid JSON of a schema.org local business with the configured contacts', () => {
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: CONFIGURED_FACTS.name,
      url: `${SITE.url}/`,
      telephone: CONFIGURED_FACTS.phone,
      email: CONFIGURED_FACTS.email,
      image: `${SITE.url}/og-image.jpg`,
      priceRange: '€€',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisboa', addressCountry: 'PT' },
      geo: { '@type': 'GeoCoordinates', latitude: SITE.geo.latitude, longitude: SITE.geo.longitude },
      sameAs: [
        CONFIGURED_FACTS.social.instagram,
        CONFIGURED_FACTS.social.facebook,
        CONFIGURED_FACTS.social.youtube,
      ],
    });
  });

  it('follows the facts the owner saved: number, address, hours and only the social links that are set', () => {
    const saved: BusinessFacts = completeBusinessFacts({
      name: 'Estofos da Ana',
      phone: '+351213456789',
      streetAddress: 'Rua das Flores 1',
      postalCode: '1200-195',
      social: { instagram: '', facebook: '', youtube: '', tiktok: 'https://www.tiktok.com/@ana' },
      openingHours: {
        ...completeBusinessFacts().openingHours,
        Sa: null,
        Su: { opens: '10:00', closes: '13:00' },
      },
    });
    expect(buildBusinessJsonLd(saved, OFFERS)).toMatchObject({
      name: 'Estofos da Ana',
      telephone: '+351213456789',
      address: { streetAddress: 'Rua das Flores 1', postalCode: '1200-195' },
      sameAs: ['https://www.tiktok.com/@ana'],
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '19:00',
        },
        { dayOfWeek: ['Sunday'], opens: '10:00', closes: '13:00' },
      ],
    });
  });

  it('takes its opening hours from the same facts as the footer', () => {
    expect(block.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
    ]);
    expect(openingHoursRows(CONFIGURED_FACTS.openingHours, 'pt-PT').map((row) => row.label)).toEqual([
      'Segunda a Sexta: 8h–18h',
      'Sábado: 9h–14h',
      'Domingo: encerrado',
    ]);
  });

  it('offers each service of the page in the area the page names', () => {
    expect(block.makesOffer).toEqual(
      OFFERS.services.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name, areaServed: OFFERS.serviceArea },
      })),
    );
  });

  it('names the languages it is served in on its contact point, and its own page as its address', () => {
    expect(block.contactPoint).toMatchObject({ '@type': 'ContactPoint', availableLanguage: ['pt-PT'] });
    const english = buildBusinessJsonLd(CONFIGURED_FACTS, OFFERS, undefined, {
      locale: 'en-GB',
      published: BOTH,
    });
    expect(english).toMatchObject({
      '@id': `${SITE.url}/#business`,
      url: `${SITE.url}/en/`,
      contactPoint: { availableLanguage: ['pt-PT', 'en'] },
    });
  });

  it('has no self-served rating', () => {
    expect(JSON.stringify(block)).not.toMatch(/aggregateRating|"review"/i);
  });

  it('uses the published share image when given one', () => {
    const withImage = buildBusinessJsonLd(CONFIGURED_FACTS, OFFERS, {
      url: 'https://cdn.example/og.webp',
      width: 1200,
      height: 630,
      alt: '',
    });
    expect(withImage.image).toBe('https://cdn.example/og.webp');
  });
});

describe('website and breadcrumb JSON-LD', () => {
  it('describes the Portuguese website, published by the business', () => {
    const website = JSON.parse(serializeJsonLd(buildWebsiteJsonLd(CONFIGURED_FACTS.name))) as Record<
      string,
      unknown
    >;
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE.url}/`,
      name: CONFIGURED_FACTS.name,
      inLanguage: 'pt-PT',
      publisher: { '@id': `${SITE.url}/#business` },
    });
    expect(buildBusinessJsonLd(CONFIGURED_FACTS, OFFERS)['@id']).toBe(`${SITE.url}/#business`);
  });

  it("describes each language's page in its language, at its address", () => {
    const english = buildWebsiteJsonLd(CONFIGURED_FACTS.name, { locale: 'en-GB', published: BOTH });
    expect(english).toMatchObject({
      url: `${SITE.url}/en/`,
      inLanguage: 'en',
      '@id': `${SITE.url}/en/#website`,
    });
    expect(buildBreadcrumbJsonLd({ locale: 'en-GB', published: BOTH }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE.url}/en/` },
    ]);
  });

  it('has the home page as the one breadcrumb', () => {
    const breadcrumb = JSON.parse(serializeJsonLd(buildBreadcrumbJsonLd())) as Record<string, unknown>;
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE.url}/` }],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
