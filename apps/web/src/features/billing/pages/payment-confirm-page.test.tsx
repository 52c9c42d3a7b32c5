import { PAYMENT_HTML_STORAGE_KEY, type TPaymentCompletedEvent } from '@cevapla/contracts/payments';
import { SocketEvent } from '@cevapla/contracts/questions';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSeller } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { openRealtime } from '../../../lib/realtime';

vi.mock('../../../lib/realtime', () => ({ openRealtime: vi.fn(() => () => {}) }));

const bankPage = `<!doctype html><html><body onload="document.forms[0].submit()">
  <script>alert('inline scripts never run here')</script>
  <form id="iyzico-3ds-form" action="https://bank.example/3ds/authenticate" method="post">
    <input type="hidden" name="PaReq" value="pa-req-1" />
    <input type="hidden" name="TermUrl" value="https://cevapla.example/api/payments/callback" />
    <input type="submit" value="Gönder" />
  </form></body></html>`;

/** The page's own connection (the shell opens one too, for its invalidation notices). */
async function pageConnection() {
  const isPages = ([handlers]: Parameters<typeof openRealtime>) => !(SocketEvent.QuestionsChanged in handlers.events);
  await waitFor(() => expect(vi.mocked(openRealtime).mock.calls.some(isPages)).toBe(true));
  const [handlers] = vi.mocked(openRealtime).mock.calls.find(isPages) ?? [];
  return (event: TPaymentCompletedEvent) => act(() => handlers?.events[SocketEvent.PaymentCompleted]?.(event));
}

describe('payment confirm page', () => {
  beforeEach(() => vi.mocked(openRealtime).mockClear());
  afterEach(() => {
    sessionStorage.clear();
    for (const form of document.querySelectorAll('form[action^="https://bank.example"]')) form.remove();
  });

  it('re-creates the bank’s form with its fields, submits it and forgets the stored page', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    sessionStorage.setItem(PAYMENT_HTML_STORAGE_KEY, bankPage);
    renderApp('/payment/confirm', { me: aSeller() });

    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://bank.example/3ds/authenticate');
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      PaReq: 'pa-req-1',
      TermUrl: 'https://cevapla.example/api/payments/callback',
    });
    expect(document.body.querySelector('script')).toBeNull();
    expect(sessionStorage.getItem(PAYMENT_HTML_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('Bankanızın güvenli doğrulama sayfası açılıyor, lütfen bekleyin...')).toBeInTheDocument();
  });

  it('without a stored bank page, logs it and leads back to the plans', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/payment/confirm', { me: aSeller() });

    expect(await screen.findByRole('link', { name: 'Planlara Dön' })).toHaveAttribute('href', '/paymentplan');
    expect(log).toHaveBeenCalled();
  });

  it('on a failed payment event says why and goes to the failed page', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    sessionStorage.setItem(PAYMENT_HTML_STORAGE_KEY, bankPage);
    const { router } = renderApp('/payment/confirm', { me: aSeller() });
    const emit = await pageConnection();

    emit({ paymentId: 'p1', status: 'failure', message: 'Kart reddedildi', returnUrl: '/store' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/failed'));
    expect(router.state.location.search).toBe('?message=Kart+reddedildi');
    expect(await screen.findAllByText('Kart reddedildi')).not.toHaveLength(0);
  });

  it('on a successful payment event goes to its returnUrl, and only to a path of this site', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    sessionStorage.setItem(PAYMENT_HTML_STORAGE_KEY, bankPage);
    const { router } = renderApp('/payment/confirm', { me: aSeller() });
    const emit = await pageConnection();

    emit({ paymentId: 'p1', status: 'success', message: '', returnUrl: 'https://evil.example' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });
});
