import { Link, Outlet } from 'react-router';
import '../../site/site.css';
import { DialogButton } from '../../site/components/blocks.tsx';
import { SiteDialogsProvider } from '../../site/components/SiteDialogs.tsx';
import { contactDetails } from '../../site/content/company.ts';

const links = [
  { to: '/old-page', label: 'Home' },
  { to: '/old-page/about-us', label: 'About us' },
  { to: '/old-page/features/user-branch-mgt', label: 'Users & branches' },
  { to: '/old-page/faqs', label: 'FAQs' },
  { to: '/old-page/trademarks', label: 'Trademarks' },
];

/**
 * The previous design of the public site, kept so old links keep working. Same words as the
 * current pages (they share the content modules), older and plainer clothes.
 */
export default function LegacyLayout() {
  return (
    <SiteDialogsProvider>
      <div className="legacy">
        <a className="site-skip" href="#main">
          Skip to main content
        </a>
        <p className="legacy-notice">
          You are looking at our previous website, kept so that old links still work.{' '}
          <Link to="/">Visit the new Owo website</Link>.
        </p>
        <header className="legacy-header">
          <div className="legacy-header__inner">
            <Link to="/old-page" className="legacy-brand">
              OWO
            </Link>
            <nav className="legacy-nav" aria-label="Previous site">
              <ul>
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </header>
        <main id="main" className="legacy-page" tabIndex={-1}>
          <Outlet />
          <p style={{ marginTop: '2rem' }}>
            <DialogButton dialog="waitlist" unstyled className="legacy-button" />
            <DialogButton dialog="demo" unstyled className="legacy-button legacy-button--plain" />
          </p>
        </main>
        <footer className="legacy-footer">
          <div className="legacy-page">
            <p>
              Owo, Lagos. Email <a href={`mailto:${contactDetails.general}`}>{contactDetails.general}</a>.
            </p>
            <p>
              <Link to="/privacy-policy">Privacy policy</Link> · <Link to="/term-of-use">Terms of use</Link> ·{' '}
              <Link to="/">The new website</Link>
            </p>
          </div>
        </footer>
      </div>
    </SiteDialogsProvider>
  );
}
