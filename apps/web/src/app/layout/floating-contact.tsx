import { ActionIcon, Affix } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

const loadPanel = () => import('./contact-panel');
const ContactPanel = lazy(() => loadPanel().then((module) => ({ default: module.ContactPanel })));

/** The contact form one tap away on every page; the panel closes once the message is sent. */
export function FloatingContact() {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first open on, so the panel can play its closing transition.
  const [used, setUsed] = useState(false);

  return (
    <>
      {/* Above the sticky header (100), below drawers and modals (200). */}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <ActionIcon
          size={56}
          radius="xl"
          aria-label="Bize Ulaşın"
          aria-haspopup="dialog"
          // Fetch the panel's code as soon as a pointer or the keyboard comes near, before the click.
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          onClick={() => {
            setUsed(true);
            open();
          }}
        >
          <IconMessageCircle size={28} aria-hidden />
        </ActionIcon>
      </Affix>
      {used ? (
        <Suspense fallback={null}>
          <ContactPanel opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
