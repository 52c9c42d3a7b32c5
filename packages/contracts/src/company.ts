/**
 * The company behind Cevapla as every public page names it: the contact page, the legal texts and the
 * pre-information form all read these, so they can never disagree.
 */
export const COMPANY = {
  name: 'Cevapla',
  address: 'Cihannüma Mah. Barbaros Bulvarı No: 12, 34353 Beşiktaş / İstanbul',
  district: 'Beşiktaş, İstanbul',
  /** The office on OpenStreetMap. */
  mapUrl: 'https://www.openstreetmap.org/?mlat=41.0438&mlon=29.0094#map=17/41.0438/29.0094',
  email: 'destek@cevapla.com.tr',
  careerEmail: 'kariyer@cevapla.com.tr',
  website: 'cevapla.com.tr',
} as const;
