import type { TBillingInfo } from '@cevapla/contracts/billing';
import type { TQuote } from '@cevapla/contracts/payments';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aBillingInfo, aSeller } from '../../../../test/fixtures';
import { jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

const quote: TQuote = {
  planId: 5,
  planName: 'Başlangıç',
  billingCycle: 1,
  price: 171,
  discount: 0,
  net: 171,
  vat: 34.2,
  total: 205.2,
  coupon: null,
};
const billing = aBillingInfo();

function renderPayment(options: { billing?: TBillingInfo | null } = {}) {
  return renderApp('/payment?planId=5', {
    me: aSeller(),
    api: {
      'GET /api/billing-info': () => jsonResponse(options.billing === undefined ? billing : options.billing),
      'POST /api/payments/quote': () => jsonResponse(quote),
      'POST /api/payments': () => jsonResponse({ code: 'PAYMENT_FAILED', message: 'Kart limiti yetersiz' }, 502),
    },
  });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Kart Üzerindeki İsim/), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(/Kart Numarası/), '5528790000000008');
  await user.type(screen.getByLabelText(/Son Kullanma Tarihi/), '122030');
  await user.type(screen.getByLabelText(/^CVC/), '123');
}

describe('payment page', () => {
  it('shows the server’s summary and keeps Pay disabled until the card is valid and the agreement accepted', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPayment();
    const pay = await screen.findByRole('button', { name: /Ödemeyi Tamamla/ });
    expect(screen.getByText('KDV (%20)')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$205.2');
    expect(screen.getByText('Yıllık')).toBeInTheDocument();
    expect(pay).toBeDisabled();

    await fillCard(user);
    expect(screen.getByLabelText(/Kart Numarası/)).toHaveValue('5528 7900 0000 0008');
    expect(screen.getByLabelText(/Son Kullanma Tarihi/)).toHaveValue('12/2030');
    await waitFor(() => expect(screen.getByText('Ödeme için sözleşmeleri onaylayın.')).toBeInTheDocument());
    expect(pay).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /okudum/ }));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/payments')).toHaveLength(1));
    await screen.findByText('Kart limiti yetersiz');
    const [sent] = sentBodies(fetchMock, 'POST /api/payments') as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({ planId: 5, cardHolderName: 'Ayşe Yılmaz', expiry: '12/2030', cvc: '123' });
    expect(sent).not.toHaveProperty('price');
    expect(screen.getByLabelText(/Kart Numarası/)).toHaveValue('5528 7900 0000 0008');
  });

  it('asks for billing info before paying, and the popup shows the spec’s messages on an empty save', async () => {
    const user = userEvent.setup();
    renderPayment({ billing: null });
    await user.click(await screen.findByRole('button', { name: 'Fatura Bilgisi Ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatura Bilgisi' });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    for (const message of [
      'Şirket ünvanı gerekli',
      'Şehir gerekli',
      'Adres boş bırakılamaz',
      'TC Kimlik No/TCKN zorunludur',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ödemeyi Tamamla/ })).toBeDisabled();
  });

  it('rejects a wrong card number and expiry with the spec’s messages', async () => {
    const user = userEvent.setup();
    renderPayment();
    await user.type(await screen.findByLabelText(/Kart Numarası/), '5528');
    await user.type(screen.getByLabelText(/Son Kullanma Tarihi/), '132030');
    await user.click(screen.getByLabelText(/^CVC/));
    expect(await screen.findByText('Lütfen geçerli bir kart numarası girin.')).toBeInTheDocument();
    expect(await screen.findByText('Geçerli bir tarih girin.')).toBeInTheDocument();
  });

  it('applies a coupon through the server’s quote, shows the discount and can remove it', async () => {
    const user = userEvent.setup();
    const discounted: TQuote = {
      ...quote,
      discount: 34.2,
      net: 136.8,
      vat: 27.36,
      total: 164.16,
      coupon: { code: 'YILBASI20', label: '%20' },
    };
    const { fetchMock } = renderApp('/payment?planId=5', {
      me: aSeller(),
      api: {
        'GET /api/billing-info': () => jsonResponse(billing),
        'POST /api/payments/quote': (body) => {
          const { couponCode } = body as { couponCode?: string };
          if (!couponCode) return jsonResponse(quote);
          if (couponCode === 'YILBASI20') return jsonResponse(discounted);
          return jsonResponse({ code: 'COUPON_INVALID', message: 'Bu kupon kodu geçersiz.' }, 422);
        },
      },
    });
    const couponInput = await screen.findByLabelText('Kupon Kodu');

    await user.type(couponInput, 'YANLIS');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Bu kupon kodu geçersiz.')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$205.2');

    await user.clear(couponInput);
    await user.type(couponInput, 'yilbasi20');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('Kupon uygulandı.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$164.16'));
    expect(screen.getByText('İndirim (%20)')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/payments/quote')).toContainEqual({ planId: 5, couponCode: 'YILBASI20' });

    await user.click(screen.getByRole('button', { name: 'Kuponu Kaldır' }));
    await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('$205.2'));
    expect(screen.queryByText('İndirim (%20)')).not.toBeInTheDocument();
  });

  it('tells a seller who chose no plan to pick one', async () => {
    renderApp('/payment', { me: aSeller() });
    expect(await screen.findByText('Ödeme yapabilmek için önce bir plan seçin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planlara Göz At' })).toHaveAttribute('href', '/paymentplan');
  });

  it('keeps Pay disabled for a seller whose e-mail is not verified, and says why', async () => {
    renderApp('/payment?planId=5', {
      me: aSeller({ isVerified: false }),
      api: {
        'GET /api/billing-info': () => jsonResponse(billing),
        'POST /api/payments/quote': () => jsonResponse(quote),
      },
    });
    const pay = await screen.findByRole('button', { name: /Ödemeyi Tamamla/ });
    expect(pay).toBeDisabled();
    expect(screen.getAllByText('Email Doğrulaması yapmanız gerekmektedir').length).toBeGreaterThan(0);
  });

  it('opens the pre-information form and highlights the sales agreement for 1.5 s, without ticking the box', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPayment();
      const agreement = await screen.findByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
      expect(agreement).toHaveTextContent('Yılmaz Tekstil Ltd. Şti.');
      expect(agreement).toHaveTextContent('205.20 $');

      // By text: Testing Library names the links after the checkbox label around them.
      await user.click(screen.getByText('Mesafeli Satış Sözleşmesi', { selector: 'button' }));
      expect(agreement).toHaveAttribute('data-highlighted', 'true');
      await act(() => vi.advanceTimersByTimeAsync(1_600));
      expect(agreement).not.toHaveAttribute('data-highlighted');

      await user.click(screen.getByText('Ön Bilgilendirme Formu', { selector: 'button' }));
      expect(await screen.findByRole('dialog', { name: 'Ön Bilgilendirme Formu' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /okudum/ })).not.toBeChecked();
    } finally {
      vi.useRealTimers();
    }
  });
});
