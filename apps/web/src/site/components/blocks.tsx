import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Question, WorkedExample } from '../content/feature-types.ts';
import { formatNaira, type Plan, plans, pricingNotes, trialDays } from '../content/pricing.ts';
import { type SiteDialogName, useDialogTrigger } from './SiteDialogs.tsx';

const dialogLabels: Record<SiteDialogName, string> = { waitlist: 'Join Waitlist', demo: 'Try Demo' };

/** A button that opens the Join waitlist or Try demo dialog. */
export function DialogButton({ dialog, ...props }: { dialog: SiteDialogName } & ButtonProps) {
  const trigger = useDialogTrigger(dialog);
  return (
    <Button {...props} {...trigger}>
      {dialogLabels[dialog]}
    </Button>
  );
}

/** The page's main action, 'Start free' (sign up), beside a look at the demo company. */
export function CallToActionButtons({ inverted = false }: { inverted?: boolean }) {
  return (
    <div className="site-buttons">
      <Button
        component={Link}
        to="/auth/signup"
        size="lg"
        color={inverted ? 'white' : undefined}
        c={inverted ? 'owo.9' : undefined}
      >
        Start free
      </Button>
      <DialogButton
        dialog="demo"
        size="lg"
        variant={inverted ? 'outline' : 'default'}
        color={inverted ? 'white' : undefined}
      />
    </div>
  );
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  art,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
}) {
  const text = (
    <div>
      {eyebrow ? <span className="site-eyebrow">{eyebrow}</span> : null}
      <h1 className="site-h1">{title}</h1>
      {lead ? <p className="site-lead">{lead}</p> : null}
      {children}
    </div>
  );
  return (
    <section className="site-hero">
      <div className="site-container">
        {art ? (
          <div className="site-hero__grid">
            {text}
            <div className="site-hero__art">{art}</div>
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}

export function SectionIntro({
  eyebrow,
  title,
  lead,
  center = false,
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  center?: boolean;
  id?: string;
}) {
  return (
    <div className={`site-section__intro${center ? ' site-section__intro--center' : ''}`}>
      {eyebrow ? <span className="site-eyebrow">{eyebrow}</span> : null}
      <h2 className="site-h2" id={id}>
        {title}
      </h2>
      {lead ? <p className="site-lead">{lead}</p> : null}
    </div>
  );
}

export function CallToAction({
  title = 'Get your books in order this month',
  text = 'Start free with your own Owo account, or look around the demo company first. There is a free plan, and every paid plan starts with 30 days free.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className="site-section" aria-labelledby="cta-title">
      <div className="site-container">
        <div className="site-cta">
          <h2 className="site-h2" id="cta-title">
            {title}
          </h2>
          <p>{text}</p>
          <CallToActionButtons inverted />
        </div>
      </div>
    </section>
  );
}

/** Questions and answers that open without JavaScript (details/summary). */
export function QuestionList({ questions }: { questions: readonly Question[] }) {
  return (
    <div className="site-faq">
      {questions.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <div className="site-faq__answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

export function ExampleTable({ example }: { example: WorkedExample }) {
  const numeric = (column: number) => (column > 0 ? 'site-num' : undefined);
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
      <section className="site-table-wrap" tabIndex={0} aria-label={example.caption}>
        <table className="site-table">
          <caption>{example.caption}</caption>
          <thead>
            <tr>
              {example.columns.map((column, index) => (
                <th key={column || `column-${index}`} scope="col" className={numeric(index)}>
                  {column || <span className="site-muted">Item</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {example.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={`${row[0]}-label`} scope="row" style={{ fontWeight: 500 }}>
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns of static content
                    <td key={index} className={numeric(index)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {example.total ? (
            <tfoot>
              <tr>
                {example.total.map((cell, index) =>
                  index === 0 ? (
                    <th key="label" scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns of static content
                    <td key={index} className={numeric(index)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </section>
      {example.note ? (
        <p className="site-small site-muted" style={{ marginTop: '0.75rem' }}>
          {example.note}
        </p>
      ) : null}
    </div>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <li>
      <article
        className={`site-card site-price-card${plan.featured ? ' site-price-card--featured' : ''}`}
        aria-labelledby={titleId}
      >
        {plan.featured ? <span className="site-price-card__badge">Most popular</span> : null}
        <h3 className="site-h3" id={titleId}>
          {plan.name}
        </h3>
        <p>{plan.forWhom}</p>
        <p className="site-price">
          {formatNaira(plan.monthly)} <small>{plan.monthly === 0 ? 'forever' : 'a month'}</small>
        </p>
        <p className="site-small">
          {plan.yearly === 0 ? 'No card, no time limit' : `or ${formatNaira(plan.yearly)} a year`}
        </p>
        <ul className="site-checks">
          {plan.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div style={{ marginTop: 'auto' }}>
          <Button component={Link} to="/auth/signup" fullWidth variant={plan.featured ? 'filled' : 'default'}>
            {plan.monthly === 0 ? 'Start free' : `Start ${trialDays}-day trial`}
          </Button>
        </div>
      </article>
    </li>
  );
}

export function Pricing() {
  return (
    <>
      <ul className="site-grid site-grid--3">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </ul>
      <ul className="site-checks site-small site-muted" style={{ marginTop: '2rem' }}>
        {pricingNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
