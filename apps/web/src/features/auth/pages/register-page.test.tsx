import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { input } from '../../../../test/fields';
import { type ApiHandler, jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

async function renderRegister(respond: ApiHandler = () => jsonResponse({ message: 'Kaydınız oluşturuldu.' }, 201)) {
  const view = renderApp('/register', { api: { 'POST /api/auth/register': respond } });
  await screen.findByRole('heading', { level: 1, name: 'Kayıt Ol' });
  return view;
}

async function fillInForm({ confirmPassword = 'gizli-sifre' } = {}) {
  await userEvent.type(input('Ad'), 'Ayşe');
  await userEvent.type(input('Soyad'), 'Yılmaz');
  await userEvent.type(input('Cep Telefonu'), '5321234567');
  await userEvent.type(input('E-posta'), 'ayse@magaza.com');
  await userEvent.type(input('Şifre'), 'gizli-sifre');
  await userEvent.type(input('Şifre Tekrarı'), confirmPassword);
  await userEvent.tab();
}

const submitButton = () => screen.getByRole('button', { name: 'Kayıt Ol' });

describe('register page', () => {
  it('masks the phone number and sends its 10 digits, then asks for the code sent to the e-mail', async () => {
    const { fetchMock, router } = await renderRegister();
    expect(submitButton()).toBeDisabled();
    await fillInForm();
    expect(input('Cep Telefonu')).toHaveValue('(532) 123 45 67');

    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'E-Postanızı Onaylayın' })).toBeInTheDocument();
    expect(screen.getByText('Kaydınız oluşturuldu.')).toBeInTheDocument();
    expect(screen.getByText('ayse@magaza.com')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'ayse@magaza.com' });
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([
      { name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', email: 'ayse@magaza.com', password: 'gizli-sifre' },
    ]);
  });

  it('tells that the passwords differ and keeps submit disabled', async () => {
    await renderRegister();
    await fillInForm({ confirmPassword: 'baska-sifre' });
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await userEvent.clear(input('Şifre'));
    await userEvent.type(input('Şifre'), 'baska-sifre');
    await waitFor(() => expect(screen.queryByText('Şifreler eşleşmiyor.')).not.toBeInTheDocument());
  });

  it('shows the register rules of the spec once a field is left', async () => {
    await renderRegister();
    await userEvent.type(input('Ad'), 'Ay');
    await userEvent.type(input('Cep Telefonu'), '0532');
    await userEvent.tab();
    expect(await screen.findByText('Adınız en az 3 karakter olmalı.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir telefon numarası giriniz.')).toBeInTheDocument();
  });

  it('shows the server message when the e-mail is taken', async () => {
    const { router } = await renderRegister(() =>
      jsonResponse({ code: 'CONFLICT', message: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.' }, 409),
    );
    await fillInForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());

    expect(await screen.findByText('Bu e-posta adresiyle kayıtlı bir hesap zaten var.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('says that registration failed on any other failure', async () => {
    await renderRegister(() => jsonResponse({ code: 'INTERNAL', message: 'Sunucu çöktü' }, 500));
    await fillInForm();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());

    expect(await screen.findByText('Kayıt sırasında bir hata oluştu.')).toBeInTheDocument();
  });
});
