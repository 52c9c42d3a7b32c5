import { useEffect } from 'react';
import { documentTitle } from '../lib/route-titles';

/** Names the browser tab '<page title> · Cevapla'; render exactly one at a time. */
export function DocumentTitle({ title }: { title: string | undefined }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
