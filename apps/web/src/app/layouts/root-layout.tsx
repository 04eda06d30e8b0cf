import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <div className="layout">
      <SiteHeader />
      <main className="site-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
