import { DELAYS_MS, VERIFICATION_COUNTDOWN_SECONDS } from '@cevapla/contracts/constants';
import { paths } from '@cevapla/contracts/routes';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { routeTitles } from '../../../lib/route-titles';
import { useMe } from '../api/get-me';
import { AuthCard } from '../components/auth-card';
import { VerificationForm } from '../components/verification-form';
import { useCountdown } from '../hooks/use-countdown';
import { readVerificationEmail } from '../verification-state';

export function VerificationPage() {
  const email = readVerificationEmail(useLocation().state);
  const countdown = useCountdown(VERIFICATION_COUNTDOWN_SECONDS);
  const signedIn = Boolean(useMe().data);
  const [verified, setVerified] = useState(false);

  // A full page load, so that everything reads the now verified account afresh (spec §4).
  useEffect(() => {
    if (!verified) return;
    const timer = window.setTimeout(
      () => window.location.assign(signedIn ? paths.home : paths.login),
      DELAYS_MS.afterVerification,
    );
    return () => window.clearTimeout(timer);
  }, [verified, signedIn]);

  const lead = email ? (
    <>
      <strong>{email}</strong> adresine gönderdiğimiz 6 haneli kodu girin.
    </>
  ) : (
    'E-posta adresinizi ve size gönderilen 6 haneli doğrulama kodunu girin.'
  );

  return (
    <AuthCard title={routeTitles[paths.verification]} lead={lead}>
      <VerificationForm email={email} countdown={countdown} verified={verified} onVerified={() => setVerified(true)} />
    </AuthCard>
  );
}
