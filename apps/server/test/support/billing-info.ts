import type { TBillingInfoRequest } from '@cevapla/contracts/billing';

/** A complete, valid billing info (API tests and browser tests). */
export const billingInfo: TBillingInfoRequest = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  companyName: 'Yılmaz Tekstil Ltd. Şti.',
  phone: '5321234567',
  city: 'İstanbul',
  district: 'Kadıköy',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  address: 'Caferağa Mah. Moda Cad. No: 5',
  zipCode: '34710',
  identityNumber: '12345678901',
};
