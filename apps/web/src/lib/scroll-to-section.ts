import { DELAYS_MS } from '@cevapla/contracts/constants';

/**
 * Smoothly scrolls to the element with the given id. The section may not be rendered yet (a lazy page
 * still loading), so a missing element is looked up once more after DELAYS_MS.scrollRetry (spec §2).
 */
export function scrollToSection(id: string): void {
  if (scrollIfPresent(id)) return;
  window.setTimeout(() => scrollIfPresent(id), DELAYS_MS.scrollRetry);
}

function scrollIfPresent(id: string): boolean {
  const element = document.getElementById(id);
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return element !== null;
}
