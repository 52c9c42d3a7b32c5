import { isFooterHidden } from '@cevapla/contracts/routes';
import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { UnverifiedBanner } from '../../features/auth/components/unverified-banner';
import { FloatingContact } from './floating-contact';
import { Footer } from './footer';
import classes from './layout.module.css';
import { LiveUpdates } from './live-updates';
import { Navbar } from './navbar';
import { StoreBanner } from './store-banner';

export function RootLayout() {
  const { pathname } = useLocation();
  // A prerendered page is readable before its code runs; from here on it also answers taps and keys.
  // <html data-app-ready> says so (browser tests wait for it before they interact).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        İçeriğe geç
      </a>
      <Navbar />
      <UnverifiedBanner />
      <StoreBanner />
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {isFooterHidden(pathname) ? null : <Footer />}
      <FloatingContact />
      <LiveUpdates />
      <ScrollRestoration />
    </div>
  );
}
