import { Button } from '@mantine/core';
import { IconChevronDown, IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { featureLinks } from '../paths.ts';
import { useDialogTrigger } from './SiteDialogs.tsx';

export const primaryLinks = [
  { to: '/#pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
];

/** The eight Features entries: six pages, and Payroll and Dashboard & reporting without one. */
export function FeatureList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="site-feature-list">
      {featureLinks.map((feature) => (
        <li key={feature.label}>
          {feature.path ? (
            <Link to={feature.path} className="site-feature-item" onClick={onNavigate}>
              <span className="site-feature-item__title">{feature.label}</span>
              <span className="site-feature-item__blurb">{feature.blurb}</span>
            </Link>
          ) : (
            <div className="site-feature-item">
              <span className="site-feature-item__title">{feature.label}</span>
              <span className="site-feature-item__blurb">{feature.blurb}</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A disclosure (button + panel), the pattern WAI recommends for site navigation: Escape closes
 * it and returns focus to the button, and so does clicking or tabbing away.
 */
function useDisclosure(pathname: string) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Following a link closes it.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !container.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return { open, setOpen, containerRef, buttonRef };
}

function FeaturesDropdown({ pathname }: { pathname: string }) {
  const panelId = useId();
  const { open, setOpen, containerRef, buttonRef } = useDisclosure(pathname);
  const inFeatures = pathname.startsWith('/features/');
  return (
    <div className="site-dropdown" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={inFeatures || undefined}
        onClick={() => setOpen(!open)}
      >
        Features
        <IconChevronDown className="site-nav__chevron" size={16} aria-hidden="true" />
      </button>
      <div id={panelId} className="site-dropdown__panel" hidden={!open}>
        <FeatureList onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

function DialogButtons({ size, onOpen, stacked }: { size: 'sm' | 'md'; onOpen?: () => void; stacked?: boolean }) {
  const waitlist = useDialogTrigger('waitlist');
  const demo = useDialogTrigger('demo');
  return (
    <>
      <Button
        variant="default"
        size={size}
        fullWidth={stacked}
        {...demo}
        onClick={() => {
          onOpen?.();
          demo.onClick();
        }}
      >
        Try Demo
      </Button>
      <Button
        variant="default"
        size={size}
        fullWidth={stacked}
        {...waitlist}
        onClick={() => {
          onOpen?.();
          waitlist.onClick();
        }}
      >
        Join Waitlist
      </Button>
      {/* Sign-up is open: the header's main action, as on the page (CallToActionButtons). */}
      <Button component={Link} to="/auth/signup" size={size} fullWidth={stacked} onClick={onOpen}>
        Start free
      </Button>
    </>
  );
}

function MobileMenu({ pathname }: { pathname: string }) {
  const panelId = useId();
  const { open, setOpen, containerRef, buttonRef } = useDisclosure(pathname);
  const close = () => setOpen(false);
  return (
    <div ref={containerRef} className="site-mobile">
      <button
        ref={buttonRef}
        type="button"
        className="site-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? <IconX size={20} aria-hidden="true" /> : <IconMenu2 size={20} aria-hidden="true" />}
        Menu
      </button>
      <div id={panelId} className="site-mobile-panel" hidden={!open}>
        <nav aria-label="Mobile" className="site-container">
          <div className="site-mobile-actions">
            <DialogButtons size="md" onOpen={close} stacked />
          </div>
          <p className="site-mobile-panel__heading">Features</p>
          <FeatureList onNavigate={close} />
          <p className="site-mobile-panel__heading">Company</p>
          <ul className="site-mobile-links">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/careers" onClick={close}>
                Careers
              </Link>
            </li>
            <li>
              <Link to="/auth/signin" onClick={close}>
                Sign in
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** The public site's header: logo, Features menu and links, Sign in, Try Demo, Join Waitlist and Start free. */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <a className="site-skip" href="#main">
        Skip to main content
      </a>
      <div className="site-container site-header__bar">
        <Link to="/" className="site-logo" aria-label="Owo home">
          <Logo size={30} />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            <li>
              <FeaturesDropdown pathname={pathname} />
            </li>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                {link.to.includes('#') ? (
                  <Link to={link.to} className="site-nav__link">
                    {link.label}
                  </Link>
                ) : (
                  <NavLink to={link.to} className="site-nav__link">
                    {link.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-actions">
          <div className="site-actions__wide">
            <Link to="/auth/signin" className="site-nav__link">
              Sign in
            </Link>
            <DialogButtons size="sm" />
          </div>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
