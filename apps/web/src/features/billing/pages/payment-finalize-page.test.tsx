import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSeller } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

describe('payment finalize page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('waits 3 s, then goes to the success page', async () => {
    const { router } = renderApp('/payment/finalize?status=success&message=Tamam', { me: aSeller() });
    await screen.findByText('Ödemeniz doğrulanıyor, lütfen bekleyin...');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.state.location.pathname).toBe('/payment/finalize');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
  });

  it('goes to the failed page with the provider’s message', async () => {
    const { router } = renderApp('/payment/finalize?status=failure&message=Kart%20limiti%20yetersiz', {
      me: aSeller(),
    });
    await screen.findByText('Ödemeniz doğrulanıyor, lütfen bekleyin...');
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/failed'));
    expect(router.state.location.search).toBe('?message=Kart+limiti+yetersiz');
    expect(await screen.findByText('Kart limiti yetersiz')).toBeInTheDocument();
  });
});
