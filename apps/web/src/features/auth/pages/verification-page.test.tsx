import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { input } from '../../../../test/fields';
import { aSeller } from '../../../../test/fixtures';
import { type ApiHandlers, jsonResponse, renderApp, sentBodies } from '../../../../test/render-app';

const email = 'ayse@magaza.com';
const codeSent = () => jsonResponse({ message: 'Doğrulama kodu e-posta adresinize gönderildi.' });
const verified = () => jsonResponse({ message: 'E-posta adresiniz doğrulandı.' });

async function renderVerification(options: { api?: ApiHandlers; fromRegister?: boolean; signedIn?: boolean } = {}) {
  const { api = {}, fromRegister = true, signedIn = false } = options;
  const view = renderApp('/verification', {
    api,
    state: fromRegister ? { email } : undefined,
    me: signedIn ? aSeller({ email, isVerified: false }) : undefined,
  });
  await screen.findByRole('heading', { level: 1, name: 'E-Postanızı Onaylayın' });
  return view;
}

const verifyButton = () => screen.getByRole('button', { name: 'Doğrula' });
const advanceSeconds = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('verification page', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    // Date.now() is faked too: the countdown reads the clock, not the number of ticks.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps Doğrula disabled until the code has 6 digits', async () => {
    await renderVerification();
    await user.type(input('Doğrulama Kodu'), '12345');
    await user.tab();
    expect(await screen.findByText('Doğrulama kodu 6 haneli olmalıdır.')).toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();

    await user.type(input('Doğrulama Kodu'), '6');
    expect(verifyButton()).toBeEnabled();
  });

  it('counts down from 05:00 and replaces the form once time is up', async () => {
    await renderVerification();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    advanceSeconds(61);
    expect(screen.getByRole('timer')).toHaveTextContent('03:59');

    advanceSeconds(239);
    expect(await screen.findByText('Zaman doldu! Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Doğrulama Kodu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Doğrula' })).not.toBeInTheDocument();
  });

  it('sends a new code and restarts the countdown from Tekrar Kod Gönder', async () => {
    const { fetchMock } = await renderVerification({ api: { 'POST /api/auth/verification/send': codeSent } });
    advanceSeconds(300);
    await user.click(await screen.findByRole('button', { name: 'Tekrar Kod Gönder' }));

    expect(await screen.findByText('Doğrulama kodu e-posta adresinize gönderildi.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    expect(input('Doğrulama Kodu')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/verification/send')).toEqual([{ email }]);
  });

  it('shows the server message of a refused resend and keeps the countdown', async () => {
    await renderVerification({
      api: {
        'POST /api/auth/verification/send': () =>
          jsonResponse(
            { code: 'RATE_LIMITED', message: 'Yeni bir kod istemeden önce lütfen 42 saniye bekleyin.' },
            429,
          ),
      },
    });
    advanceSeconds(18);
    await user.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));

    expect(await screen.findByText('Yeni bir kod istemeden önce lütfen 42 saniye bekleyin.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('04:42');
  });

  it('shows the server message for a wrong code', async () => {
    await renderVerification({
      api: {
        'POST /api/auth/verification/check': () =>
          jsonResponse({ code: 'INVALID_CODE', message: 'Doğrulama Kodu Geçersiz!' }, 400),
      },
    });
    await user.type(input('Doğrulama Kodu'), '000000');
    await user.click(verifyButton());
    expect(await screen.findByText('Doğrulama Kodu Geçersiz!')).toBeInTheDocument();
  });

  it.each([
    [false, '/login'],
    [true, '/home'],
  ])('after success (signed in: %s) waits 2 s, then loads %s afresh', async (signedIn, target) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { fetchMock } = await renderVerification({
      signedIn,
      api: { 'POST /api/auth/verification/check': verified },
    });
    await user.type(input('Doğrulama Kodu'), '123456');
    await user.click(verifyButton());

    expect(await screen.findByText('E-posta adresiniz doğrulandı.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/verification/check')).toEqual([{ email, code: '123456' }]);
    advanceSeconds(1.9);
    expect(assign).not.toHaveBeenCalled();
    advanceSeconds(0.1);
    expect(assign).toHaveBeenCalledWith(target);
  });

  it('asks for the e-mail on a direct visit', async () => {
    const { fetchMock } = await renderVerification({
      fromRegister: false,
      api: { 'POST /api/auth/verification/check': verified },
    });
    await user.type(input('Doğrulama Kodu'), '123456');
    expect(verifyButton()).toBeDisabled();

    await user.type(input('E-posta'), email);
    await user.click(verifyButton());
    await screen.findByText('E-posta adresiniz doğrulandı.');
    expect(sentBodies(fetchMock, 'POST /api/auth/verification/check')).toEqual([{ email, code: '123456' }]);
  });
});
