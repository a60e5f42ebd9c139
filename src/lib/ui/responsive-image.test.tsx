import { render } from '@testing-library/react';
import type { SiteLocale } from '#portable/site-locales.ts';
import { PageLanguageContext } from '#src/lib/page-language.ts';
import type { PublishedImage } from '#src/lib/published-image.ts';
import { FALLBACK_IMAGES } from './fallback-images.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const SIZES = '(min-width: 1024px) 25vw, 100vw';

function published(variants: PublishedImage['variants']): PublishedImage {
  return {
    url: 'https://cdn.example/sofa.webp',
    alt: 'Sofá limpo',
    width: 2560,
    height: 1440,
    variants,
  };
}

function renderImage(image: PublishedImage, priority = false) {
  const { container } = render(
    <ResponsiveImage
      published={image}
      fallback={FALLBACK_IMAGES.serviceSofa}
      alt="Serviço de sofás"
      ratio="16 / 9"
      sizes={SIZES}
      priority={priority}
    />,
  );
  const img = container.querySelector('img');
  if (!img) throw new Error('no img rendered');
  return { img, box: container.firstElementChild as HTMLElement };
}

describe('<ResponsiveImage> with a published image', () => {
  it('offers the variants and the file in srcset, with the section’s sizes and the file’s own size', () => {
    const { img, box } = renderImage(
      published([
        { width: 480, height: 270, url: 'https://cdn.example/sofa-w480.webp' },
        { width: 960, height: 540, url: 'https://cdn.example/sofa-w960.webp' },
      ]),
    );
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.example/sofa-w480.webp 480w, https://cdn.example/sofa-w960.webp 960w, https://cdn.example/sofa.webp 2560w',
    );
    expect(img.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('src')).toBe('https://cdn.example/sofa.webp');
    expect(img).toHaveAttribute('width', '2560');
    expect(img).toHaveAttribute('height', '1440');
    expect(img).toHaveAttribute('loading', 'lazy');
    // the box keeps its shape whatever candidate loads
    expect(box.style.aspectRatio).toBe('16 / 9');
  });

  it('stays eager with high priority above the fold', () => {
    const { img } = renderImage(
      published([{ width: 480, height: 270, url: 'https://cdn.example/sofa-w480.webp' }]),
      true,
    );
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('srcset')).toContain('480w');
  });

  it('is the file alone, without srcset or sizes, for an upload made without variants', () => {
    const { img } = renderImage(published([]));
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img.getAttribute('src')).toBe('https://cdn.example/sofa.webp');
  });
});

describe('<ResponsiveImage> on a page in another language', () => {
  function renderIn(locale: SiteLocale, image: PublishedImage) {
    const { container } = render(
      <PageLanguageContext value={{ locale, published: ['pt-PT', 'en-GB'] }}>
        <ResponsiveImage
          published={image}
          alt={locale === 'en-GB' ? 'Sofa service' : 'Serviço de sofás'}
          ratio="16 / 9"
          sizes={SIZES}
        />
      </PageLanguageContext>,
    );
    return container.querySelector('img')!;
  }

  it('shows the owner’s English alt text on the English page, in the page’s language', () => {
    const img = renderIn('en-GB', { ...published([]), translatedAlt: { 'en-GB': 'Clean grey sofa' } });
    expect(img).toHaveAccessibleName('Clean grey sofa');
    expect(img).not.toHaveAttribute('lang');
  });

  it('shows the Portuguese one marked lang="pt-PT" when the owner wrote no English one', () => {
    const img = renderIn('en-GB', published([]));
    expect(img).toHaveAccessibleName('Sofá limpo');
    expect(img).toHaveAttribute('lang', 'pt-PT');
  });

  it('shows the section’s own English words, with no lang, when the owner wrote no alt text at all', () => {
    const img = renderIn('en-GB', { ...published([]), alt: '' });
    expect(img).toHaveAccessibleName('Sofa service');
    expect(img).not.toHaveAttribute('lang');
  });

  it('keeps the Portuguese page as it was', () => {
    const img = renderIn('pt-PT', { ...published([]), translatedAlt: { 'en-GB': 'Clean grey sofa' } });
    expect(img).toHaveAccessibleName('Sofá limpo');
    expect(img).not.toHaveAttribute('lang');
  });
});
