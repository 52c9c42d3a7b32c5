import type { TMeResponse } from '@cevapla/contracts/accounts';
import { allowanceTexts } from '@cevapla/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { input } from '../../../../test/fields';
import { aSeller } from '../../../../test/fixtures';
import { type ApiHandler, jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

const seller = aSeller({ name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', email: 'ayse@magaza.com' });

const saved =
  (user: TMeResponse): ApiHandler =>
  (body) =>
    jsonResponse({ message: 'Profil bilgileriniz güncellendi.', user: { ...user, ...(body as object) } });

async function renderProfile(respond: ApiHandler = saved(seller), subscription: unknown = null) {
  const view = renderApp('/profile', {
    me: seller,
    api: { 'PUT /api/me/profile': respond, 'GET /api/subscription': () => jsonResponse(subscription) },
  });
  await screen.findByRole('heading', { level: 1, name: 'Profil Bilgileri' });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Kaydet' });

describe('profile page', () => {
  it('fills the form from the session and shows the e-mail read-only', async () => {
    await renderProfile();
    expect(input('Ad')).toHaveValue('Ayşe');
    expect(input('Soyad')).toHaveValue('Yılmaz');
    expect(input('Cep Telefonu')).toHaveValue('(532) 123 45 67');
    expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@magaza.com');
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('readonly');
  });

  it('keeps Kaydet disabled until something changed, and again when the change is undone', async () => {
    await renderProfile();
    expect(saveButton()).toBeDisabled();

    await userEvent.type(input('Soyad'), 'gil');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await userEvent.type(input('Soyad'), '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('keeps Kaydet disabled while a change is invalid', async () => {
    await renderProfile();
    await userEvent.clear(input('Ad'));
    await userEvent.type(input('Ad'), 'Al');
    await userEvent.tab();
    expect(await screen.findByText('Ad Soyad en az 3 karakter olmalıdır.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves the changed fields, toasts the server message and is clean again', async () => {
    const { fetchMock, queryClient } = await renderProfile();
    await userEvent.clear(input('Cep Telefonu'));
    await userEvent.type(input('Cep Telefonu'), '5419876543');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());

    expect(await screen.findByText('Profil bilgileriniz güncellendi.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/me/profile')).toEqual([
      { name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5419876543' },
    ]);
    expect(queryClient.getQueryData(['me'])).toMatchObject({ mobilePhone: '5419876543' });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(input('Cep Telefonu')).toHaveValue('(541) 987 65 43');
  });

  it('says Bir hata oluştu when saving fails', async () => {
    await renderProfile(() => jsonResponse({ code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu.' }, 500));
    await userEvent.type(input('Ad'), 'nur');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    expect(await screen.findByText('Bir hata oluştu')).toBeInTheDocument();
  });

  it('shows the no-subscription state with a way to the plans', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { name: 'Abonelik Bilgileri' })).toBeInTheDocument();
    expect(await screen.findByText('Herhangi bir aktif aboneliğiniz bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planlara Göz At' })).toHaveAttribute('href', '/paymentplan');
  });

  it('shows the current plan, its dates, the answers left and the Aktif badge', async () => {
    await renderProfile(saved(seller), {
      planName: 'Profesyonel',
      source: 'payment',
      startsAt: '2026-11-22T09:00:00.000Z',
      endsAt: '2027-11-22T09:00:00.000Z',
      answersTotal: 24000,
      answersLeft: 23950,
      isActive: true,
    });
    expect(await screen.findByText('Profesyonel')).toBeInTheDocument();
    expect(screen.getByText('23.950')).toBeInTheDocument();
    expect(screen.getByText('22.11.2026')).toBeInTheDocument();
    expect(screen.getByText('22.11.2027')).toBeInTheDocument();
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText(allowanceTexts.profile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planı Uzat / Yenile' })).toHaveAttribute('href', '/paymentplan');
  });
});
