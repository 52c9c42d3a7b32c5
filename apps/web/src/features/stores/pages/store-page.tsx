import { storeMessages } from '@cevapla/contracts/messages';
import { paths } from '@cevapla/contracts/routes';
import type { TStoreRequest } from '@cevapla/contracts/stores';
import { Alert, Card, Container, Skeleton, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlask, IconPlugConnectedX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { routeTitles } from '../../../lib/route-titles';
import { useStore } from '../api/get-store';
import { useSaveStore } from '../api/save-store';
import { AnswerSettings } from '../components/answer-settings';
import { StoreForm } from '../components/store-form';

/**
 * /store: define or update the one Trendyol store (spec §2 "Store integration"). `demoMarketplace`:
 * this instance talks to the local Trendyol sandbox, so the page says so before anything is saved.
 */
export function StorePage({ demoMarketplace = false }: { demoMarketplace?: boolean }) {
  const store = useStore();
  const save = useSaveStore();
  const navigate = useNavigate();

  const onSubmit = (values: TStoreRequest) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(saved.message);
        navigate(paths.paymentPlan);
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Title order={1}>{routeTitles[paths.store]}</Title>
      <Text mt="sm" c="dimmed">
        Trendyol satıcı panelinizdeki API bilgileriyle mağazanızı bağlayın; müşteri soruları buraya akmaya başlar.
      </Text>
      {store.isPending ? (
        <Skeleton h={420} mt="xl" radius="lg" aria-label="Mağaza bilgileri yükleniyor" />
      ) : store.isError ? (
        <Alert mt="xl" color="red" icon={<IconAlertTriangle aria-hidden />} title="Mağaza bilgileri alınamadı">
          {errorMessage(store.error)}
        </Alert>
      ) : (
        <>
          {store.data === null ? (
            <Alert mt="xl" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
              {storeMessages.storeRequired}
            </Alert>
          ) : store.data.connection === 'disconnected' ? (
            <Alert mt="xl" color="red" icon={<IconPlugConnectedX aria-hidden />} title={storeMessages.disconnected}>
              {store.data.connectionProblem} Bilgilerinizi güncelleyip yeniden kaydedin.
            </Alert>
          ) : (
            <Alert mt="xl" color="teal" icon={<IconCircleCheck aria-hidden />}>
              Mağazanız bağlı. Yeni müşteri soruları düzenli olarak alınıyor.
            </Alert>
          )}
          {demoMarketplace || store.data?.demoMarketplace ? (
            <Alert mt="md" color="grape" variant="light" icon={<IconFlask aria-hidden />} title="Demo pazaryeri">
              Bu kurulum gerçek Trendyol yerine yerel bir Trendyol benzeri ile çalışıyor: boş olmayan her bilgi kabul
              edilir ve örnek müşteri soruları kendiliğinden gelir.
            </Alert>
          ) : null}
          <Card withBorder radius="lg" padding="xl" mt="lg">
            <StoreForm key={store.data?.id ?? 'new'} store={store.data} saving={save.isPending} onSubmit={onSubmit} />
          </Card>
          {store.data ? <AnswerSettings /> : null}
        </>
      )}
    </Container>
  );
}
