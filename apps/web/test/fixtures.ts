import type { TMeResponse } from '@cevapla/contracts/accounts';
import type { TBillingInfo } from '@cevapla/contracts/billing';

/** A verified seller; override what a test is about. */
export function aSeller(overrides: Partial<TMeResponse> = {}): TMeResponse {
  return {
    id: 'user-1',
    email: 'ayse@magaza.com',
    name: 'Ayşe',
    surname: 'Yılmaz',
    mobilePhone: '5321234567',
    isVerified: true,
    role: 'seller',
    ...overrides,
  };
}

/** Saved billing info of a seller, as GET /api/billing-info answers it. */
export function aBillingInfo(overrides: Partial<TBillingInfo> = {}): TBillingInfo {
  return {
    id: 'b1',
    name: 'Ayşe',
    surname: 'Yılmaz',
    companyName: 'Yılmaz Tekstil Ltd. Şti.',
    phone: '5321234567',
    city: 'İstanbul',
    district: 'Kadıköy',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    address: 'Moda Cad. No: 5',
    zipCode: '34710',
    identityNumber: '12345678901',
    updatedAt: '2026-11-22T09:00:00Z',
    ...overrides,
  };
}
