import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreInformationForm } from './pre-information-form';

describe('PreInformationForm', () => {
  it('shows the buyer, the plan and its dollar price with card payment and the seller', () => {
    render(
      <MantineProvider>
        <PreInformationForm
          customerName="Anadolu Tekstil Ltd. Şti."
          address="Atatürk Cad. No: 12, Çankaya / Ankara"
          phone="5321234567"
          email="muhasebe@anadolutekstil.com"
          planName="Profesyonel Yıllık"
          price={239.88}
        />
      </MantineProvider>,
    );
    const form = screen.getByRole('region', { name: 'Ön Bilgilendirme Formu' });
    expect(form).toHaveTextContent('Anadolu Tekstil Ltd. Şti.');
    expect(form).toHaveTextContent('Atatürk Cad. No: 12, Çankaya / Ankara');
    expect(form).toHaveTextContent('5321234567');
    expect(form).toHaveTextContent('muhasebe@anadolutekstil.com');
    expect(form).toHaveTextContent('Profesyonel Yıllık');
    expect(form).toHaveTextContent('239.88 $');
    expect(form).toHaveTextContent('Kredi Kartı');
    expect(form).toHaveTextContent('destek@cevapla.com.tr');
    expect(form).toHaveTextContent('1 iş günü içinde');
  });
});
