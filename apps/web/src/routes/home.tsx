import {
  IconBuildingBank,
  IconBuildingStore,
  IconChartBar,
  IconFileInvoice,
  IconPackage,
  IconReceiptTax,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  CallToAction,
  CallToActionButtons,
  PageHero,
  Pricing,
  QuestionList,
  SectionIntro,
} from '../site/components/blocks.tsx';
import { HeroInvoice } from '../site/components/HeroInvoice.tsx';
import { homeQuestions } from '../site/content/faqs.ts';
import { pageMeta } from '../site/meta.ts';
import { featureLinks } from '../site/paths.ts';

const description =
  'Owo is accounting software for Nigerian small and medium businesses: invoices with 7.5% VAT, stock, bank reconciliation, payroll on the 2026 PAYE bands, and reports in naira.';

export function meta() {
  return pageMeta({
    title: 'Owo | Accounting, invoicing, payroll and tax for Nigerian businesses',
    fullTitle: true,
    description,
    // /new-page shows the same page; its canonical address is /, so search engines list it once.
    path: '/',
  });
}

const icons = [
  IconFileInvoice,
  IconReceiptTax,
  IconBuildingBank,
  IconUsers,
  IconPackage,
  IconBuildingStore,
  IconUsersGroup,
  IconChartBar,
];

const facts = [
  'VAT at 7.5%',
  '2026 PAYE bands',
  'Pension 8% + 10%',
  'NHF 2.5%',
  'Withholding tax',
  'E-invoicing ready',
];

const steps = [
  {
    title: 'Set up in ten minutes',
    text: 'Tell Owo about your business. It creates a chart of accounts for Nigerian businesses, with VAT, PAYE and pension accounts ready.',
  },
  {
    title: 'Sell, buy and pay as usual',
    text: 'Raise invoices, record bills and expenses, run payroll. Each one writes its own balanced entry in your books.',
  },
  {
    title: 'See where you stand',
    text: 'Profit and loss, cash in every account, who owes you, and the VAT and PAYE due this month, whenever you look.',
  },
];

/** The public home page, also served at /new-page. */
export default function Home() {
  return (
    <>
      <PageHero
        eyebrow="Accounting for Nigerian businesses"
        title="Invoices, books and taxes that add up, to the kobo"
        lead="Owo is accounting software for small and medium businesses in Nigeria. Send invoices with VAT worked out, keep stock across branches, pay staff with the 2026 PAYE rules, and know your profit in naira, on your laptop or your phone."
        art={<HeroInvoice />}
      >
        <CallToActionButtons />
        <p className="site-hero__note">
          Free plan for new businesses. Paid plans from ₦9,500 a month, with 30 days free.{' '}
          <Link to="/auth/signin">Already a customer? Sign in</Link>
        </p>
        <ul className="site-facts" aria-label="Nigerian rules Owo follows">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </PageHero>

      <section className="site-section" aria-labelledby="features-title" id="features">
        <div className="site-container">
          <SectionIntro
            id="features-title"
            eyebrow="Everything in one place"
            title="From the first invoice to the year-end accounts"
            lead="Owo replaces the invoice book, the stock notebook, the payroll spreadsheet and the pile of bank statements with one tool, where every part agrees with every other."
          />
          <ul className="site-grid site-grid--4">
            {featureLinks.map((feature, index) => {
              const Icon = icons[index] ?? IconFileInvoice;
              return (
                <li key={feature.label}>
                  <div className={`site-card${feature.path ? ' site-card--link' : ''}`}>
                    <span className="site-card__icon" aria-hidden="true">
                      <Icon size={24} />
                    </span>
                    <h3 className="site-h3">{feature.label}</h3>
                    <p>{feature.blurb}.</p>
                    {feature.path ? (
                      <Link to={feature.path} className="site-card__link">
                        More about {feature.label.toLowerCase()}
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="site-section site-section--tint" aria-labelledby="how-title">
        <div className="site-container">
          <SectionIntro id="how-title" eyebrow="How it works" title="Bookkeeping that happens while you work" />
          <ol className="site-steps">
            {steps.map((step) => (
              <li key={step.title}>
                <h3 className="site-h3">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="site-section" aria-labelledby="tax-title">
        <div className="site-container site-split">
          <div>
            <SectionIntro
              id="tax-title"
              eyebrow="Nigeria Tax Act 2025"
              title="The 2026 tax rules, already in your payroll and invoices"
              lead="From 1 January 2026 PAYE has new bands, no consolidated relief allowance, and rent relief. Owo applies them for you, and keeps the old rules for earlier months."
            />
            <ul className="site-checks">
              <li>VAT at 7.5% on the right lines, with zero-rated and exempt items handled</li>
              <li>PAYE from 0% on the first ₦800,000 a year to 25% above ₦50 million</li>
              <li>Rent relief of 20% of rent paid, up to ₦500,000 a year</li>
              <li>Pension at 8% and 10%, NHF at 2.5%, and no PAYE on the ₦70,000 minimum wage</li>
              <li>Withholding tax on vendor payments, doubled for payees without a TIN</li>
              <li>Invoices that already carry what e-invoicing asks for</li>
            </ul>
          </div>
          <div className="site-card">
            <h3 className="site-h3">One payslip, worked out</h3>
            <p>Tunde earns ₦1,000,000 a month, pays ₦2,400,000 a year in rent, and contributes 8% to his pension.</p>
            <dl style={{ margin: '1.25rem 0 0', display: 'grid', gap: '0.5rem' }}>
              {[
                ['Pay for the year', '₦12,000,000'],
                ['Less pension (8%)', '−₦960,000'],
                ['Less rent relief (20% of rent)', '−₦480,000'],
                ['Chargeable income', '₦10,560,000'],
                ['PAYE for the year', '₦1,690,800'],
              ].map(([label, value]) => (
                <div
                  key={label}
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '1rem',
                    borderBottom: '1px solid var(--mantine-color-gray-2)',
                    paddingBottom: '0.5rem',
                  }}
                >
                  <dt className="site-muted">{label}</dt>
                  <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{value}</dd>
                </div>
              ))}
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', paddingTop: '0.25rem' }}>
                <dt style={{ fontWeight: 700 }}>PAYE each month</dt>
                <dd style={{ margin: 0, fontWeight: 800, color: 'var(--mantine-color-owo-8)' }}>₦140,900</dd>
              </div>
            </dl>
            <p className="site-small" style={{ marginTop: '1rem' }}>
              <Link to="/blog/paye-bands-2026">How the 2026 PAYE bands work</Link>
            </p>
          </div>
        </div>
      </section>

      <section className="site-section site-section--tint" aria-labelledby="pricing-title" id="pricing">
        <div className="site-container">
          <SectionIntro
            id="pricing-title"
            eyebrow="Pricing"
            title="Simple prices, in naira"
            lead="Start free. Move to a paid plan when you take on staff, open a branch or want your accountant in."
            center
          />
          <Pricing />
        </div>
      </section>

      <section className="site-section" aria-labelledby="questions-title">
        <div className="site-container" style={{ maxWidth: '52rem' }}>
          <SectionIntro id="questions-title" eyebrow="Questions" title="What business owners ask us first" />
          <QuestionList questions={homeQuestions} />
          <p style={{ marginTop: '1.5rem' }}>
            <Link to="/faqs">See all the questions and answers</Link>
          </p>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
