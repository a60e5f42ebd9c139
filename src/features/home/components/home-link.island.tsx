import { HOME_LINK_COPY } from '#src/content/live-parts-copy.ts';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { SiteLogo } from './site-logo.tsx';
import { useLocalized } from '#src/lib/page-language.ts';

/** The header's logo, a link home named after the business as the owner names it in /admin. */
export default function HomeLink() {
  const { name } = useBusinessFacts();
  return (
    // the name stays the start of the label: voice control users say what they see; the link
    // gives way to the menu when the name is long (the logo clamps it), never widening the page
    <a href="/" aria-label={`${name}, ${useLocalized(HOME_LINK_COPY).label}`} className="min-w-0 rounded-lg">
      <SiteLogo />
    </a>
  );
}
