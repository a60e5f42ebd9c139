import { HEADER_COPY } from '../../content/home-copy.ts';
import { useLiveUpdates } from './api/use-live-updates.ts';
import { HomeMetadata } from './home-metadata.tsx';
import { HomeStructuredData } from './home-structured-data.tsx';
import { IconSprite } from './icons/icon-sprite.tsx';
import { Island } from './islands/island.tsx';
import AboutSection from './sections/about.island.tsx';
import ServicesSection from './sections/services.island.tsx';
import HowItWorksSection from './sections/how-it-works.island.tsx';
import PortfolioSection from './sections/portfolio.island.tsx';
import ReasonsSection from './sections/reasons.island.tsx';
import ReviewsSection from './sections/reviews.island.tsx';
import SiteFooter from './sections/site-footer.island.tsx';
import { FaqSection } from './sections/faq-section.tsx';
import { HeroSection } from './sections/hero-section.tsx';
import { SiteHeader } from './sections/site-header.tsx';
import { WaterproofingSection } from './sections/waterproofing-section.tsx';
import { useLocalized } from '../../lib/page-language.ts';

/**
 * The public home page, in the order of docs/requirements/home-page.md. Prerendered at build
 * time from the published data; in the browser its islands (islands/island-registry.ts) run
 * only when one is interactive and near, or a live change must be rendered. When the router
 * renders it (after an in-app link) it is an ordinary React page.
 */
export function HomePage() {
  useLiveUpdates();

  return (
    <>
      <HomeMetadata />
      <IconSprite />
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {useLocalized(HEADER_COPY).skipToContent}
      </a>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="outline-none">
        <HeroSection />
        <Island component={AboutSection} props={{}} />
        <Island component={ServicesSection} props={{}} />
        <Island component={HowItWorksSection} props={{}} />
        <Island component={PortfolioSection} props={{}} />
        <WaterproofingSection />
        <Island component={ReasonsSection} props={{}} />
        <Island component={ReviewsSection} props={{}} />
        <FaqSection />
      </main>
      <Island component={SiteFooter} props={{}} />
      <HomeStructuredData />
    </>
  );
}
