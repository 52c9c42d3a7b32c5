import { paymentTexts } from '@cevapla/contracts/payments';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { quoteQueryOptions } from '../../api/get-quote';

interface CouponFieldProps {
  planId: number;
  applied: string | undefined;
  onApplied: (code: string | undefined) => void;
}

/** A discount code: checked by the server (validity, dates, redemptions) before the summary uses it. */
export function CouponField({ planId, applied, onApplied }: CouponFieldProps) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    // Upper-cased as the server does, so the quote fetched here is the one the summary reads.
    const couponCode = code.trim().toUpperCase();
    if (!couponCode) return setError('Lütfen bir kupon kodu girin.');
    setChecking(true);
    setError(undefined);
    try {
      const quote = await queryClient.fetchQuery(quoteQueryOptions({ planId, couponCode }));
      onApplied(quote.coupon?.code);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Kupon Kodu"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          error={error}
          maxLength={40}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button variant="light" mt={25} onClick={() => void apply()} loading={checking}>
          Uygula
        </Button>
      </Group>
      {applied ? (
        <Group gap="xs" mt={4}>
          <Text size="sm" c="green.8" role="status">
            {paymentTexts.couponApplied}
          </Text>
          <Badge variant="light" color="green">
            {applied}
          </Badge>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setCode('');
              onApplied(undefined);
            }}
          >
            Kuponu Kaldır
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
