import { contactResultMessages } from '@cevapla/contracts/contact';
import { contactMessages } from '@cevapla/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiHandlers, jsonResponse, renderApp, sentBodies } from '../../../test/render-app';

async function openPanel(api: ApiHandlers = {}) {
  const view = renderApp('/about', { api });
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Bize Ulaşın' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bize Ulaşın' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

async function fillIn(dialog: HTMLElement) {
  await userEvent.type(field(dialog, /^Ad Soyad/), 'Ayşe Yılmaz');
  await userEvent.type(field(dialog, /^E-posta/), 'ayse@magaza.com');
  await userEvent.type(field(dialog, /^Mesajınız/), 'Yıllık plan için fatura kesiyor musunuz?');
}

describe('floating contact panel', () => {
  it('sends the message, shows the server answer, closes and opens again with an empty form', async () => {
    let answer: (response: Response) => void = () => {};
    const { dialog, fetchMock } = await openPanel({
      'POST /api/contact': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await within(dialog).findByRole('button', { name: contactMessages.sending })).toBeDisabled();
    answer(jsonResponse({ message: contactResultMessages.received }, 201));

    expect(await screen.findByText(contactResultMessages.received)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bize Ulaşın' })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /api/contact')).toEqual([
      { name: 'Ayşe Yılmaz', email: 'ayse@magaza.com', message: 'Yıllık plan için fatura kesiyor musunuz?' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Bize Ulaşın' }));
    const reopened = await screen.findByRole('dialog', { name: 'Bize Ulaşın' });
    expect(field(reopened, /^Ad Soyad/)).toHaveValue('');
    expect(within(reopened).queryByText('Bu alan zorunludur.')).not.toBeInTheDocument();
  });

  it('keeps the panel open with the message when the server refuses', async () => {
    const { dialog } = await openPanel({
      'POST /api/contact': () =>
        jsonResponse({ code: 'RATE_LIMITED', message: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyin.' }, 429),
    });
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText('Çok fazla istek gönderdiniz. Lütfen biraz bekleyin.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bize Ulaşın' })).toBeInTheDocument();
    expect(field(dialog, /^Ad Soyad/)).toHaveValue('Ayşe Yılmaz');
  });
});
