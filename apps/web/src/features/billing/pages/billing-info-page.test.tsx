import type { TBillingInfo } from '@cevapla/contracts/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { input } from '../../../../test/fields';
import { aBillingInfo, aSeller } from '../../../../test/fixtures';
import { jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

const saved = aBillingInfo();

describe('billing info page', () => {
  it('asks a visitor to sign in first, and brings them back here after', async () => {
    const { fetchMock } = renderApp('/billinginfo');
    expect(await screen.findByText('Oturum açmanız gerekmektedir.')).toBeInTheDocument();
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Giriş Yap' });
    expect(signIn).toHaveAttribute('href', '/login?returnUrl=%2Fbillinginfo');
    expect(sentBodies(fetchMock, 'GET /api/billing-info')).toHaveLength(0);
  });

  it('shows the saved billing info and saves a change with the server’s message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/billinginfo', {
      me: aSeller(),
      api: {
        'GET /api/billing-info': () => jsonResponse(saved),
        'PUT /api/billing-info': (body) =>
          jsonResponse({ message: 'Fatura bilgileriniz güncellendi.', billingInfo: { ...saved, ...(body as object) } }),
      },
    });
    await waitFor(() => expect(input('Şirket Ünvanı')).toHaveValue('Yılmaz Tekstil Ltd. Şti.'));
    expect(screen.getByLabelText(/^Adres/)).toHaveValue('Moda Cad. No: 5');

    await user.clear(input('Şehir'));
    await user.type(input('Şehir'), 'Ankara');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Fatura bilgileriniz güncellendi.')).toBeInTheDocument();
    const [sent] = sentBodies(fetchMock, 'PUT /api/billing-info') as Array<Record<string, unknown>>;
    expect(sent).toEqual({ ...withoutServerFields(saved), city: 'Ankara' });
  });

  it('marks every empty field on a submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/billinginfo', {
      me: aSeller(),
      api: { 'GET /api/billing-info': () => jsonResponse(null) },
    });
    await user.click(await screen.findByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Şirket ünvanı gerekli')).toBeInTheDocument();
    for (const message of [
      'Şehir gerekli',
      'İlçe gerekli',
      'Vergi dairesi gerekli',
      'Zorunlu alan',
      'Adres boş bırakılamaz',
      'Posta kodu boş bırakılamaz.',
      'TC Kimlik No/TCKN zorunludur',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Bu alan zorunludur').length).toBeGreaterThanOrEqual(3);
    expect(sentBodies(fetchMock, 'PUT /api/billing-info')).toHaveLength(0);
  });
});

function withoutServerFields(info: TBillingInfo) {
  const { id: _id, updatedAt: _updatedAt, ...fields } = info;
  return fields;
}
