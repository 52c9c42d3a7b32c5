import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 10 s: a lazily loaded page on a busy CI machine (two cores running the
// server tests beside, and a CPU hog) can take longer than the default second to appear — 5 s was once
// exceeded (5.8 s) under `stress --cpu 2`. The wait still ends on the event, not on the ceiling.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The toast store outlives the rendered tree; a toast must not leak into the next test.
  notifications.clean();
});
