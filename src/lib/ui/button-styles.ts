// Class names shared by links and buttons that look like buttons (their rules are in
// src/styles.css, so a page with many buttons does not repeat a long list of utilities).
// Each variant's text and background meet WCAG AA contrast.

export type ButtonVariant = 'chat' | 'primary' | 'outline' | 'light' | 'ghost-light';
export type ButtonSize = 'md' | 'lg';

export function buttonClasses(variant: ButtonVariant, size: ButtonSize = 'md', extra = ''): string {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
}
