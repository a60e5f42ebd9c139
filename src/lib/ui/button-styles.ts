// Class names shared by links and buttons that look like buttons. Each variant's text and
// background meet WCAG AA contrast.

export type ButtonVariant = 'chat' | 'primary' | 'outline' | 'light' | 'ghost-light';
export type ButtonSize = 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-bold transition-colors duration-150 ' +
  'select-none disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  chat: 'bg-chat-600 text-white shadow-lg shadow-chat-600/25 hover:bg-chat-700',
  primary: 'bg-brand-800 text-white shadow-lg shadow-brand-900/20 hover:bg-brand-900',
  outline: 'border-2 border-brand-800 bg-white text-brand-900 hover:bg-brand-50',
  light: 'bg-white text-brand-900 shadow-lg shadow-black/10 hover:bg-brand-50',
  'ghost-light': 'border-2 border-white/70 text-white hover:bg-white/10',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-[0.95rem]',
  lg: 'min-h-13 px-7 py-3.5 text-base',
};

export function buttonClasses(variant: ButtonVariant, size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
