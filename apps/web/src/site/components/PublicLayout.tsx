import { Outlet } from 'react-router';
import '../site.css';
import { SiteDialogsProvider } from './SiteDialogs.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** The current public site's frame: header, page, footer, and the two sign-up dialogs. */
export function PublicLayout() {
  return (
    <SiteDialogsProvider>
      <div className="site">
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </SiteDialogsProvider>
  );
}
