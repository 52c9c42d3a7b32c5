/** One headed section of a legal text: paragraphs first, then an optional bullet list. */
export type { TextSection as LegalSection } from '../../../components/text-sections';
