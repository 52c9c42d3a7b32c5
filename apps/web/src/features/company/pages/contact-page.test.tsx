import { COMPANY } from '@cevapla/contracts/company';
import { contactResultMessages } from '@cevapla/contracts/contact';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../../../test/render-app';

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Gönder' });

describe('contact page', () => {
  it('gives the address, e-mail, hours and an offline-safe map link', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'İletişim' });
    expect(screen.getByRole('link', { name: 'destek@cevapla.com.tr' })).toHaveAttribute(
      'href',
      'mailto:destek@cevapla.com.tr',
    );
    expect(screen.getByText('Pazartesi - Cumartesi 09:00-18:00, Pazar kapalı')).toBeInTheDocument();
    expect(screen.getByText(COMPANY.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Haritada aç/ })).toHaveAttribute('href', COMPANY.mapUrl);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows the field messages once touched and keeps submit disabled until the form is valid', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    expect(submit()).toBeDisabled();

    await userEvent.click(field(/^Ad Soyad/));
    await userEvent.type(field(/^E-posta/), 'ayse@');
    await userEvent.click(field(/^Mesajınız/));
    await userEvent.tab();
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(screen.getByText('Geçerli bir email girin.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await userEvent.type(field(/^Ad Soyad/), 'Ayşe Yılmaz');
    await userEvent.type(field(/^E-posta/), 'magaza.com');
    await userEvent.type(field(/^Mesajınız/), 'Merhaba');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Bu alan zorunludur.')).not.toBeInTheDocument();
  });

  it('empties the form after the message is sent', async () => {
    renderApp('/contact', {
      api: { 'POST /api/contact': () => jsonResponse({ message: contactResultMessages.received }, 201) },
    });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.type(field(/^Ad Soyad/), 'Ayşe Yılmaz');
    await userEvent.type(field(/^E-posta/), 'ayse@magaza.com');
    await userEvent.type(field(/^Mesajınız/), 'Merhaba');
    await userEvent.click(submit());

    expect(await screen.findByText(contactResultMessages.received)).toBeInTheDocument();
    await waitFor(() => expect(field(/^Mesajınız/)).toHaveValue(''));
    expect(screen.queryByText('Bu alan zorunludur.')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});
