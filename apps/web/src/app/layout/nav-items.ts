import { paths } from '@cevapla/contracts/routes';
import { useMatch } from 'react-router';

/** A navbar entry: a link to a page, or (on the landing page) a smooth scroll to one of its sections. */
export type NavItem = { label: string; to: string } | { label: string; section: string };

const homeItem: NavItem = { label: 'Ana Sayfa', to: paths.home };

// Spec §2 "App shell": Features, Pricing and Tips appear only on the home route.
const landingItems: NavItem[] = [
  { label: 'Özellikler', section: 'features' },
  { label: 'Fiyatlandırma', section: 'pricing' },
  { label: 'İpuçları', to: paths.infoCard },
];

export function usePrimaryNavItems(): NavItem[] {
  const onHome = useMatch(paths.home) !== null;
  return onHome ? [homeItem, ...landingItems] : [homeItem];
}
