import { useEffect } from 'react';
import { useLocation } from 'react-router';
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

/** The page's one canonical address: without its query string, so search engines index it once. */
function setCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/**
 * Names the browser tab '<page title> · Cevapla' and sets the description and Open Graph tags that
 * link previews and search results read; render exactly one at a time.
 */
export function DocumentTitle({ title, description = siteDescription, ogType = 'website' }: DocumentTitleProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = `${window.location.origin}${pathname}`;
    setCanonical(url);
    setMeta('property', 'og:url', url);
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', ogType);
  }, [title, description, ogType, pathname]);
  return null;
}
