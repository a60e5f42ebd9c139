import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildWebsiteJsonLd,
  serializeJsonLd,
} from '#src/lib/page-metadata.ts';
import { usePageLanguage } from '#src/lib/page-language.ts';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePageTexts } from '#src/features/home/api/get-page-texts.ts';
import { useHomeShareImage } from './home-metadata.tsx';

/**
 * The home page's structured data (business, website, breadcrumb), in the page's language,
 * rendered by the build from what is published. Search engines read JSON-LD anywhere in the
 * document; the page puts it after the footer, whose contacts, address and links it repeats:
 * within gzip's 32 kB window of them, so the repeat costs a phone almost nothing.
 */
export function HomeStructuredData() {
  const facts = useBusinessFacts();
  const { footer } = usePageTexts();
  const page = usePageLanguage();
  const shareImage = useHomeShareImage(facts.name);
  const blocks = [
    buildBusinessJsonLd(
      facts,
      { services: footer.services, serviceArea: footer.serviceArea },
      shareImage,
      page,
    ),
    buildWebsiteJsonLd(facts.name, page),
    buildBreadcrumbJsonLd(page),
  ];
  return blocks.map((block) => (
    <script
      key={String(block['@type'])}
      type="application/ld+json"
      // JSON-LD has to be the element's raw text; serializeJsonLd escapes '<'.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
    />
  ));
}
