import { shownAlt } from '#src/lib/image-alt.ts';
import { usePageLocale } from '#src/lib/page-language.ts';
import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePublishedImage } from '#src/features/home/api/get-site-media.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';

interface SiteLogoProps {
  /** 'dark' for the footer's dark background. */
  tone?: 'light' | 'dark';
}

/** The `global.logo` image when published, else the built-in mark and the business name. */
export function SiteLogo({ tone = 'light' }: SiteLogoProps) {
  const logo = usePublishedImage('global.logo');
  const { name } = useBusinessFacts();
  const locale = usePageLocale();

  if (logo) {
    // the business name is a name: the same in every language
    const { alt, lang } = shownAlt(logo, locale, name);
    return (
      <img
        src={logo.url}
        alt={alt}
        lang={lang}
        width={logo.width}
        height={logo.height}
        className="h-10 w-auto max-w-48 object-contain"
      />
    );
  }
  return (
    <span className="flex items-center gap-2.5">
      <Icon name="logo" size={40} className="shrink-0" />
      {/* at most two lines: a long name is cut with an ellipsis (the link's label keeps it whole) */}
      <span
        className={`line-clamp-2 text-[1.05rem] leading-tight font-extrabold tracking-tight ${
          tone === 'dark' ? 'text-white' : 'text-brand-950'
        }`}
      >
        {name}
      </span>
    </span>
  );
}
