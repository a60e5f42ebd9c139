import { HEADER_COPY } from '../../content/home-copy.ts';
import { useLiveUpdates } from './api/use-live-updates.ts';
import { HydrationBoundary } from './components/hydration-boundary.tsx';
import { SiteIcon } from './components/site-icon.tsx';
import { HomeMetadata } from './home-metadata.tsx';
import { AboutSection } from './sections/about-section.tsx';
import { FaqSection } from './sections/faq-section.tsx';
import { HeroSection } from './sections/hero-section.tsx';
import { HowItWorksSection } from './sections/how-it-works-section.tsx';
import { PortfolioSection } from './sections/portfolio-section.tsx';
import { ReasonsSection } from './sections/reasons-section.tsx';
import { ReviewsSection } from './sections/reviews-section.tsx';
import { ServicesSection } from './sections/services-section.tsx';
import { SiteFooter } from './sections/site-footer.tsx';
import { SiteHeader } from './sections/site-header.tsx';
import { WaterproofingSection } from './sections/waterproofing-section.tsx';

/**
 * The sections of <main>, in the spec's order, each hydrated on its own. Those below the first
 * screen name their element's id and hydrate when the visitor gets near them. The elements are
 * made once: a re-render of the page must not hand a boundary that is still waiting new props.
 */
const MAIN_SECTIONS = [
  <HydrationBoundary key="inicio">
    <HeroSection />
  </HydrationBoundary>,
  ...(
    [
      ['sobre', AboutSection],
      ['servicos', ServicesSection],
      ['como-funciona', HowItWorksSection],
      ['portfolio', PortfolioSection],
      ['impermeabilizacao', WaterproofingSection],
      ['porque', ReasonsSection],
      ['avaliacoes', ReviewsSection],
      ['faq', FaqSection],
    ] as const
  ).map(([id, Section]) => (
    <HydrationBoundary key={id} nearViewportOf={id}>
      <Section />
    </HydrationBoundary>
  )),
];

const HEADER = (
  <HydrationBoundary>
    <SiteHeader />
  </HydrationBoundary>
);

const FOOTER = (
  <HydrationBoundary nearViewportOf="contacto">
    <SiteFooter />
  </HydrationBoundary>
);

/** The public home page. */
export function HomePage() {
  useLiveUpdates();

  return (
    <>
      <HomeMetadata />
      <SiteIcon />
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {HEADER_COPY.skipToContent}
      </a>
      {HEADER}
      <main id="conteudo" tabIndex={-1} className="outline-none">
        {MAIN_SECTIONS}
      </main>
      {FOOTER}
    </>
  );
}
