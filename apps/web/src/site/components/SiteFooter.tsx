import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { contactDetails } from '../content/company.ts';
import { featureLinks } from '../paths.ts';

const columns = [
  {
    title: 'Features',
    links: [
      ...featureLinks.flatMap((feature) => (feature.path ? [{ to: feature.path, label: feature.label }] : [])),
      { to: '/#pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/contact', label: 'Contact' },
      { to: '/new-page', label: 'Home (new page)' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/term-of-use', label: 'Terms of use' },
      { to: '/trademarks', label: 'Trademarks' },
    ],
  },
  {
    title: 'Our previous site',
    links: [
      { to: '/old-page', label: 'Home' },
      { to: '/old-page/about-us', label: 'About us' },
      { to: '/old-page/faqs', label: 'FAQs' },
      { to: '/old-page/features/user-branch-mgt', label: 'User & branch management' },
      { to: '/old-page/trademarks', label: 'Trademarks' },
    ],
  },
];

/** Every public page, so the whole site is reachable from any page, with or without JavaScript. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Link to="/" aria-label="Owo home" style={{ display: 'inline-block' }}>
              <Logo size={28} inverted />
            </Link>
            <p style={{ marginTop: '1rem', maxWidth: '22rem' }}>
              Accounting, invoicing, payroll and tax for Nigerian small and medium businesses.
            </p>
            <p style={{ marginTop: '1rem' }}>
              <a href={`mailto:${contactDetails.general}`}>{contactDetails.general}</a>
            </p>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Owo. Made in Lagos.
          </p>
          <p>
            <Link to="/auth/signin">Sign in</Link> · <a href="/blog/rss.xml">RSS feed</a> ·{' '}
            <a href="/sitemap.xml">Sitemap</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
