import type { TMeResponse } from '@cevapla/contracts/accounts';

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
