// TEMPORARY until the English copy lands: the Portuguese texts.
import type { PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';
import { BUILT_IN_PAGE_TEXTS_PT } from './built-in-page-texts-pt.ts';

export const BUILT_IN_PAGE_TEXTS_EN: PageTexts = BUILT_IN_PAGE_TEXTS_PT;
