import { Link } from 'react-router';
import { about } from '../../site/content/company.ts';
import { featureList } from '../../site/content/features.ts';
import { formatNaira, plans, pricingNotes } from '../../site/content/pricing.ts';
import { pageMeta } from '../../site/meta.ts';

export function meta() {
  return pageMeta({
    title: 'Owo: simple accounting for Nigerian businesses (previous site)',
    fullTitle: true,
    description:
      'The previous Owo home page: invoicing, accounting, tax, banking, stock and staff in one tool, priced in naira.',
    path: '/',
  });
}

/** The legacy pages link to their own feature page where one exists, and to the current site otherwise. */
function featureHref(path: string) {
  return path === '/features/user-and-branch-management' ? '/old-page/features/user-branch-mgt' : path;
}

export default function LegacyHome() {
  return (
    <>
      <h1>Owo: simple accounting for Nigerian businesses</h1>
      <p>{about.lead}</p>
      <div className="legacy-box">
        <p style={{ margin: 0 }}>
          Invoices with VAT at 7.5%, PAYE on the 2026 bands, stock across branches, and proper double-entry books, in
          one tool that works on your phone.
        </p>
      </div>
      <h2>What Owo does</h2>
      {featureList.map((feature) => (
        <div key={feature.slug}>
          <h3>
            <Link to={featureHref(feature.path)}>{feature.name}</Link>
          </h3>
          <p>{feature.lead}</p>
        </div>
      ))}
      <h2>Prices</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="legacy-scroll" tabIndex={0} aria-label="Owo plans, in naira">
        <table className="legacy-table">
          <caption style={{ textAlign: 'left', paddingBottom: '0.5rem' }}>Owo plans, in naira</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Monthly</th>
              <th scope="col">Yearly</th>
              <th scope="col">Includes</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.name}>
                <th scope="row">{plan.name}</th>
                <td>{formatNaira(plan.monthly)}</td>
                <td>{formatNaira(plan.yearly)}</td>
                <td>{plan.includes.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pricingNotes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  );
}
