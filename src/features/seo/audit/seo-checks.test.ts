import { describe, expect, it } from 'vitest';
import { runSeoChecks, seoSuggestions } from './seo-checks.ts';
import { SEO_WEIGHTS, seoScore, type SeoCheckId } from './seo-score.ts';
import { PAGE_URL, parse, perfectPage } from '#src/features/seo/testing/test-documents.ts';

function statusOf(doc: Document, id: SeoCheckId, robotsHeader?: string, pageUrl = PAGE_URL) {
  return runSeoChecks(doc, { pageUrl, robotsHeader }).find((check) => check.id === id);
}

function checksOf(doc: Document) {
  return runSeoChecks(doc, { pageUrl: PAGE_URL });
}

/** The perfect page with one more element in its head. */
function withInHead(tag: 'link' | 'meta', attributes: Record<string, string>): Document {
  const doc = perfectPage();
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  doc.head.append(element);
  return doc;
}

function withJsonLd(...blocks: string[]): Document {
  const doc = perfectPage();
  doc.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  for (const text of blocks) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

/** One way to break each weighted check, and only that check. */
const BREAKERS: Record<SeoCheckId, (doc: Document) => void> = {
  title: (doc) => doc.querySelector('title')?.remove(),
  description: (doc) => doc.querySelector('meta[name="description"]')?.remove(),
  canonical: (doc) => doc.querySelector('link[rel="canonical"]')?.setAttribute('href', '/'),
  ogTitle: (doc) => doc.querySelector('meta[property="og:title"]')?.remove(),
  structuredData: (doc) =>
    doc.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove()),
  robots: (doc) => doc.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex,nofollow'),
  singleH1: (doc) => doc.querySelector('main')?.append(doc.createElement('h1')),
  subHeadings: (doc) => doc.querySelectorAll('h2').forEach((heading) => heading.remove()),
};

describe('SEO score', () => {
  it('is 100 for a page that passes all eight checks', () => {
    const checks = checksOf(perfectPage());
    expect(checks.map((check) => [check.id, check.status])).toEqual(
      Object.keys(SEO_WEIGHTS).map((id) => [id, 'pass']),
    );
    expect(seoScore(checks)).toBe(100);
  });

  it.each(Object.entries(SEO_WEIGHTS) as [SeoCheckId, number][])(
    'failing %s costs exactly its weight (%i) and fails nothing else',
    (id, weight) => {
      const doc = perfectPage();
      BREAKERS[id](doc);
      const checks = checksOf(doc);
      expect(checks.filter((check) => check.status === 'fail').map((check) => check.id)).toEqual([id]);
      expect(seoScore(checks)).toBe(100 - weight);
      expect(checks.find((check) => check.id === id)?.issue).toMatchObject({ type: 'SEO' });
    },
  );

  it('is 0 when every check fails', () => {
    const doc = parse(
      '<!doctype html><html><head><meta name="robots" content="none"></head><body></body></html>',
    );
    expect(seoScore(checksOf(doc))).toBe(0);
  });

  it('caps the sum of the weights at 100', () => {
    const checks = checksOf(perfectPage());
    const doubled = Object.fromEntries(
      Object.entries(SEO_WEIGHTS).map(([id, weight]) => [id, weight * 2]),
    ) as Record<SeoCheckId, number>;
    expect(seoScore(checks, doubled)).toBe(100);
    const dropTitle = checks.map((check) =>
      check.id === 'title' ? { ...check, status: 'fail' as const } : check,
    );
    expect(seoScore(dropTitle, doubled)).toBe(100); // 200 - 30 = 170, still capped
  });
});

describe('title and description limits', () => {
  function withTitle(title: string) {
    const doc = perfectPage();
    doc.title = title;
    return doc;
  }

  it('accepts a 60-character title and refuses 61', () => {
    expect(statusOf(withTitle('a'.repeat(60)), 'title')?.status).toBe('pass');
    const long = statusOf(withTitle('a'.repeat(61)), 'title');
    expect(long?.status).toBe('fail');
    expect(long?.issue?.severity).toBe('warning');
  });

  it('counts characters, not UTF-16 units, and ignores surrounding whitespace', () => {
    expect(statusOf(withTitle(`  ${'é'.repeat(59)}😀  `), 'title')?.status).toBe('pass');
  });

  it('treats a blank title as missing (critical)', () => {
    const blank = statusOf(withTitle('   '), 'title');
    expect(blank?.status).toBe('fail');
    expect(blank?.issue?.severity).toBe('critical');
  });

  it('accepts a 160-character description and refuses 161 or an empty one', () => {
    const withDescription = (text: string) => {
      const doc = perfectPage();
      doc.querySelector('meta[name="description"]')?.setAttribute('content', text);
      return statusOf(doc, 'description')?.status;
    };
    expect(withDescription('d'.repeat(160))).toBe('pass');
    expect(withDescription('d'.repeat(161))).toBe('fail');
    expect(withDescription('  ')).toBe('fail');
  });
});

describe('canonical', () => {
  function withCanonical(href: string) {
    const doc = perfectPage();
    doc.querySelector('link[rel="canonical"]')?.setAttribute('href', href);
    return doc;
  }

  it("passes only when it names the audited page's own path", () => {
    const en = new URL('/en/', PAGE_URL).href;
    expect(statusOf(withCanonical(en), 'canonical', undefined, en)?.status).toBe('pass');
    const toHome = statusOf(perfectPage(), 'canonical', undefined, en);
    expect(toHome?.status).toBe('fail');
    expect(toHome?.issue?.severity).toBe('critical');
    expect(toHome?.detail).toBe(`«${PAGE_URL}» não é /en/.`);
    // a trailing slash or a query names another address
    expect(statusOf(withCanonical(`${PAGE_URL}en`), 'canonical', undefined, en)?.status).toBe('fail');
    expect(statusOf(withCanonical(`${PAGE_URL}?a=1`), 'canonical')?.status).toBe('fail');
  });

  it('leaves the host to the best-practice check: a run on a local host still passes', () => {
    expect(statusOf(perfectPage(), 'canonical', undefined, 'http://127.0.0.1:4173/')?.status).toBe('pass');
  });

  it('refuses two canonicals and non-http addresses', () => {
    const twice = withInHead('link', { rel: 'canonical', href: 'https://outro.example.pt/' });
    expect(statusOf(twice, 'canonical')?.status).toBe('fail');

    const ftp = perfectPage();
    ftp.querySelector('link[rel="canonical"]')?.setAttribute('href', 'ftp://estofos.example.pt/');
    expect(statusOf(ftp, 'canonical')?.status).toBe('fail');
  });
});

describe('structured data', () => {
  const business = JSON.stringify({ '@context': 'https://schema.org', '@type': 'LocalBusiness' });

  it('accepts @graph blocks and type lists with one known type', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org/',
      '@graph': [{ '@type': 'WebSite' }, { '@type': ['HomeAndConstructionBusiness', 'Thing'] }],
    });
    const check = statusOf(withJsonLd(graph), 'structuredData');
    expect(check?.status).toBe('pass');
    expect(check?.detail).toBe('WebSite, HomeAndConstructionBusiness');
  });

  it('fails when any block is not JSON', () => {
    const check = statusOf(withJsonLd(business, '{"@type": "WebSite",}'), 'structuredData');
    expect(check?.status).toBe('fail');
    expect(check?.detail).toContain('bloco 2');
  });

  it('fails on an unknown type, a missing type or another vocabulary', () => {
    expect(
      statusOf(
        withJsonLd(JSON.stringify({ '@context': 'https://schema.org', '@type': 'Banana' })),
        'structuredData',
      )?.status,
    ).toBe('fail');
    expect(
      statusOf(withJsonLd(JSON.stringify({ '@context': 'https://schema.org', name: 'x' })), 'structuredData')
        ?.status,
    ).toBe('fail');
    expect(
      statusOf(
        withJsonLd(JSON.stringify({ '@context': 'https://example.org', '@type': 'WebSite' })),
        'structuredData',
      )?.status,
    ).toBe('fail');
  });
});

describe('robots', () => {
  it('allows indexing when no robots meta is present', () => {
    const doc = perfectPage();
    doc.querySelector('meta[name="robots"]')?.remove();
    expect(statusOf(doc, 'robots')?.status).toBe('pass');
  });

  it('fails on noindex from googlebot meta or the X-Robots-Tag header', () => {
    const doc = withInHead('meta', { name: 'googlebot', content: 'NoIndex' });
    expect(statusOf(doc, 'robots')?.status).toBe('fail');
    expect(statusOf(perfectPage(), 'robots', 'googlebot: noindex')?.status).toBe('fail');
    expect(statusOf(perfectPage(), 'robots', 'noarchive')?.status).toBe('pass');
  });
});

describe('suggestions', () => {
  it('suggests og:description and og:image only when they are missing', () => {
    expect(seoSuggestions(perfectPage())).toEqual([]);
    const doc = perfectPage();
    doc.querySelector('meta[property="og:image"]')?.remove();
    expect(seoSuggestions(doc).map((issue) => issue.description)).toEqual(['Falta og:image.']);
  });
});
