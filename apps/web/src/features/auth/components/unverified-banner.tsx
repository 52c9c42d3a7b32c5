import { accountTexts } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useMe } from '../api/get-me';
import { useSendVerificationCode } from '../api/send-verification-code';
import type { VerificationState } from '../verification-state';

/** The yellow strip under the navbar for a signed-in user whose e-mail is not verified yet. */
export function UnverifiedBanner() {
  const { data: user } = useMe();
  const send = useSendVerificationCode();
  const navigate = useNavigate();
  if (!user || user.isVerified) return null;

  const resend = () =>
    send.mutate(
      { email: user.email },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          navigate(paths.verification, { state: { email: user.email } satisfies VerificationState });
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Alert color="yellow" variant="light" radius={0} p={0} py="xs">
      <Container size="lg">
        <Text size="sm" display="flex" style={{ gap: 8, alignItems: 'flex-start' }}>
          <IconMailExclamation size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <span>
            {accountTexts.unverifiedBanner}{' '}
            <Anchor component="button" type="button" size="sm" fw={700} onClick={resend} disabled={send.isPending}>
              {accountTexts.resendLink}
            </Anchor>
          </span>
        </Text>
      </Container>
    </Alert>
  );
}
