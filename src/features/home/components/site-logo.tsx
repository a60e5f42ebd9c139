import { useBusinessFacts } from '#src/features/home/api/get-business-facts.ts';
import { usePublishedImage } from '#src/features/home/api/get-site-media.ts';
import { Icon } from '#src/features/home/icons/icon.tsx';
import { PublishedImg } from './published-img.tsx';

interface SiteLogoProps {
  /** 'dark' for the footer's dark background. */
  tone?: 'light' | 'dark';
}

/** The `global.logo` image when published, else the built-in mark and the business name. */
export function SiteLogo({ tone = 'light' }: SiteLogoProps) {
  const logo = usePublishedImage('global.logo');
  const { name } = useBusinessFacts();

  if (logo) {
    // the business name is a name: the same in every language
    return <PublishedImg image={logo} alt={name} className="h-10 w-auto max-w-48 object-contain" />;
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
