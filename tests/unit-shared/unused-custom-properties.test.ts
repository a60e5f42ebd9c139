import { describe, expect, it } from 'vitest';
import { dropUnusedCustomProperties } from '#scripts/support/unused-custom-properties.ts';

describe('dropUnusedCustomProperties', () => {
  it('drops theme variables nothing reads and keeps the ones a rule reads', () => {
    const css = dropUnusedCustomProperties(
      ':root{--color-brand:teal;--color-red:red;--spacing:.25rem}.a{color:var(--color-brand);margin:calc(var(--spacing) * 2)}',
    );
    expect(css).toContain('--color-brand:teal');
    expect(css).toContain('--spacing:.25rem');
    expect(css).not.toContain('--color-red');
  });

  it('keeps a variable read only through another variable that is itself read', () => {
    const css = dropUnusedCustomProperties(
      ':root{--base:1rem;--gap:var(--base);--orphan:var(--base2);--base2:2rem}.a{gap:var(--gap)}',
    );
    expect(css).toContain('--base:1rem');
    expect(css).toContain('--gap:var(--base)');
    expect(css).not.toContain('--orphan');
    expect(css).not.toContain('--base2');
  });

  it('counts a fallback inside var() as a read', () => {
    const css = dropUnusedCustomProperties(':root{--fallback:blue}.a{color:var(--missing, var(--fallback))}');
    expect(css).toContain('--fallback:blue');
  });

  it('drops @property registrations nothing reads, and the blocks they leave empty', () => {
    const css = dropUnusedCustomProperties(
      '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-rotate-x{syntax:"*";inherits:false}' +
        '@layer unused{@supports (x:y){*{--tw-skew:initial}}}' +
        '.shadow{box-shadow:var(--tw-shadow)}',
    );
    expect(css).toContain('@property --tw-shadow');
    expect(css).not.toContain('--tw-rotate-x');
    expect(css).not.toContain('--tw-skew');
    expect(css).not.toContain('@layer unused');
    expect(css).toContain('.shadow{box-shadow:var(--tw-shadow)}');
  });

  it('leaves a stylesheet without custom properties as it was', () => {
    const source = '@layer theme,base;.a{color:red}@media (min-width:40rem){.b{display:none}}';
    expect(dropUnusedCustomProperties(source)).toBe(source);
  });
});
