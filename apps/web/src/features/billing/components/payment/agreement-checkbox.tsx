import { Anchor, Checkbox } from '@mantine/core';

interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onOpenPreInformation: () => void;
  onShowAgreement: () => void;
}

/** "I have read and accept": one link opens the pre-information form, the other shows the contract. */
export function AgreementCheckbox({
  checked,
  onChange,
  onOpenPreInformation,
  onShowAgreement,
}: AgreementCheckboxProps) {
  const link = (label: string, onClick: () => void) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={(event) => {
        // The link sits inside the checkbox label: it must not tick the box.
        event.preventDefault();
        onClick();
      }}
    >
      {label}
    </Anchor>
  );
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <>
          {link('Ön Bilgilendirme Formu', onOpenPreInformation)}'nu ve{' '}
          {link('Mesafeli Satış Sözleşmesi', onShowAgreement)}'ni okudum, kabul ediyorum.
        </>
      }
    />
  );
}
