import { business } from '../../../content/business.ts';
import { usePublishedImage } from '../api/get-site-media.ts';

interface SiteLogoProps {
  /** 'dark' for the footer's dark background. */
  tone?: 'light' | 'dark';
}

/** The built-in mark: a sofa with a sparkle (the same drawing as the favicon). */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" className="fill-brand-800" />
      <g fill="#fff">
        <rect x="15" y="24" width="34" height="15" rx="5" />
        <rect x="8" y="31" width="11" height="17" rx="5" />
        <rect x="45" y="31" width="11" height="17" rx="5" />
        <rect x="17" y="37" width="30" height="7" rx="2.5" />
        <rect x="12" y="43" width="40" height="6" rx="2.5" />
        <rect x="14" y="48" width="4" height="5" rx="1" />
        <rect x="46" y="48" width="4" height="5" rx="1" />
      </g>
      <path
        fill="#f6c453"
        d="M50 6C51 12 52 13 58 14 52 15 51 16 50 22 49 16 48 15 42 14 48 13 49 12 50 6Z"
      />
    </svg>
  );
}

/** The `global.logo` image when published, else the built-in mark and the business name. */
export function SiteLogo({ tone = 'light' }: SiteLogoProps) {
  const logo = usePublishedImage('global.logo');

  if (logo) {
    return (
      <img
        src={logo.url}
        alt={logo.alt || business.name}
        width={logo.width}
        height={logo.height}
        className="h-10 w-auto max-w-48 object-contain"
      />
    );
  }
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="h-10 w-10 shrink-0" />
      <span
        className={`text-[1.05rem] leading-tight font-extrabold tracking-tight ${
          tone === 'dark' ? 'text-white' : 'text-brand-950'
        }`}
      >
        {business.name}
      </span>
    </span>
  );
}
