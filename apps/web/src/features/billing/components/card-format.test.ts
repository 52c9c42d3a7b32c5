import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('card input formatting', () => {
  it('groups the card number by four and stops at 16 digits', () => {
    expect(formatCardNumber('5528790000000008')).toBe('5528 7900 0000 0008');
    expect(formatCardNumber('5528-7900 00a0')).toBe('5528 7900 000');
    expect(formatCardNumber('55287900000000081234')).toBe('5528 7900 0000 0008');
    expect(formatCardNumber('5528')).toBe('5528');
  });

  it('writes the expiry as MM/YYYY from at most six digits', () => {
    expect(formatExpiry('122030')).toBe('12/2030');
    expect(formatExpiry('12/20301')).toBe('12/2030');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
  });

  it('keeps three or four CVC digits only', () => {
    expect(formatCvc('12a34')).toBe('1234');
    expect(formatCvc('123456')).toBe('1234');
  });
});
