import { HEADER_COPY } from '#src/content/home-copy.ts';
import { useLiveUpdates } from '#src/features/home/api/use-live-updates.ts';
import { HomeMetadata } from './home-metadata.tsx';
import { HomeStructuredData } from './home-structured-data.tsx';
import { IconSprite } from '#src/features/home/icons/icon-sprite.tsx';
import { Island } from '#src/features/home/islands/island.tsx';
import AboutSection from '#src/features/home/sections/about.island.tsx';
import ServicesSection from '#src/features/home/sections/services.island.tsx';
import HowItWorksSection from '#src/features/home/sections/how-it-works.island.tsx';
import PortfolioSection from '#src/features/home/sections/portfolio.island.tsx';
import ReasonsSection from '#src/features/home/sections/reasons.island.tsx';
import ReviewsSection from '#src/features/home/sections/reviews.island.tsx';
import SiteFooter from '#src/features/home/sections/site-footer.island.tsx';
import { FaqSection } from '#src/features/home/sections/faq-section.tsx';
import { HeroSection } from '#src/features/home/sections/hero-section.tsx';
import { SiteHeader } from '#src/features/home/sections/site-header.tsx';
import { WaterproofingSection } from '#src/features/home/sections/waterproofing-section.tsx';
import { useLocalized } from '#src/lib/page-language.ts';

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
