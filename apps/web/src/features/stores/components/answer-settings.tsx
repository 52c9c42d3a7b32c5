import { Alert, Card, Skeleton, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useStoreProfile } from '../api/store-profile';
import { PreviewBox } from './preview-box';
import { ProfileForm } from './profile-form';

/** The store profile the answers are written from, and a box to try it (below the store form on /store). */
export function AnswerSettings() {
  const profile = useStoreProfile(true);
  return (
    <>
      <Card withBorder radius="lg" padding="xl" mt="lg" component="section" aria-labelledby="answer-settings-title">
        <Title order={2} size="h3" id="answer-settings-title">
          Cevap Ayarları
        </Title>
        <Text c="dimmed" size="sm" mt={4} mb="md">
          Yapay zekâ cevapları yalnızca ürün bilgilerinizden ve buradaki bilgilerden yazar.
        </Text>
        {profile.isPending ? (
          <Skeleton h={320} />
        ) : profile.isError ? (
          <Alert color="red">{errorMessage(profile.error)}</Alert>
        ) : (
          <ProfileForm profile={profile.data} />
        )}
      </Card>
      <Card withBorder radius="lg" padding="xl" mt="lg" component="section" aria-labelledby="preview-title">
        <Title order={2} size="h3" id="preview-title" mb="md">
          Deneme Sorusu
        </Title>
        <PreviewBox />
      </Card>
    </>
  );
}
