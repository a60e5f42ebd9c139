import { MultilineText } from './multiline-text.tsx';

interface SectionHeadingProps {
  id: string;
  /** Left out when empty (the owner may clear it in /admin). */
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

/** Eyebrow, h2 and lead paragraph at the top of a section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
}: SectionHeadingProps) {
  const centered = align === 'center';
  const dark = tone === 'dark';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className={`section-eyebrow ${dark ? 'text-brand-200' : 'text-brand-600'}`}>{eyebrow}</p>
      )}
      <h2 id={id} className={`section-title ${dark ? 'text-white' : 'text-brand-950'}`}>
        {title}
      </h2>
      {lead && (
        <p
          className={`mt-4 text-lg leading-relaxed text-pretty ${dark ? 'text-brand-100' : 'text-slate-600'}`}
        >
          <MultilineText text={lead} />
        </p>
      )}
    </div>
  );
}
