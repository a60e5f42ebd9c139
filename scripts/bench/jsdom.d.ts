// jsdom (a devDependency) ships no types and @types/jsdom is not installed: the little the
// bench uses of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
