import { useEffect } from 'react';
import { documentTitle, siteDescription } from '../lib/route-titles';

interface DocumentTitleProps {
  title: string | undefined;
  description?: string;
  ogType?: 'website' | 'article';
}

/** Finds or creates the head <meta> with the given attribute, so one page never leaves two behind. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Names the browser tab '<page title> · Cevapla' and sets the description and Open Graph tags that
 * link previews and search results read; render exactly one at a time.
 */
export function DocumentTitle({ title, description = siteDescription, ogType = 'website' }: DocumentTitleProps) {
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', ogType);
  }, [title, description, ogType]);
  return null;
}
