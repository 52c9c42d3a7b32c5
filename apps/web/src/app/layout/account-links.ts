import { paths } from '@cevapla/contracts/routes';
import {
  type Icon,
  IconBuildingStore,
  IconChartBar,
  IconCircleCheck,
  IconCircleX,
  IconHourglass,
  IconListDetails,
  IconShieldCheck,
  IconUserCircle,
} from '@tabler/icons-react';

export interface AccountLink {
  label: string;
  to: string;
  icon: Icon;
}

/** The signed-in user's pages, in the profile dropdown and the mobile drawer alike (spec §2 "App shell"). */
export const accountLinks: AccountLink[] = [
  { label: 'Panel', to: paths.dashboard, icon: IconChartBar },
  { label: 'Profil', to: paths.profile, icon: IconUserCircle },
  { label: 'Mağaza Entegrasyonu', to: paths.store, icon: IconBuildingStore },
  { label: 'Onay Bekleyen Sorular', to: paths.pendingQuestions, icon: IconHourglass },
  { label: 'Cevaplanan Sorular', to: paths.customerQuestions, icon: IconCircleCheck },
  { label: 'Reddedilen Sorular', to: paths.rejectedQuestions, icon: IconCircleX },
];

/** Shown to admins only, after the account links (the server checks the role again). */
export const adminLinks: AccountLink[] = [
  { label: 'Yönetim Paneli', to: paths.admin, icon: IconShieldCheck },
  { label: 'Tüm Müşteri Soruları', to: paths.adminQuestions, icon: IconListDetails },
];

/** The links of a user: everyone's, and an admin's own. */
export function linksFor(user: { role: string }): AccountLink[] {
  return user.role === 'admin' ? [...accountLinks, ...adminLinks] : accountLinks;
}

export const signOutLabel = 'Çıkış Yap';

export function initialsOf({ name, surname }: { name: string; surname: string }): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toLocaleUpperCase('tr');
}
