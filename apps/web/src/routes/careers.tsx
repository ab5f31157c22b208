import { jobs } from '../site/careers.ts';
import { PageHero, SectionIntro } from '../site/components/blocks.tsx';
import { Markdown } from '../site/components/Markdown.tsx';
import { contactDetails } from '../site/content/company.ts';
import { formatLongDate } from '../site/documents.ts';
import { pageMeta } from '../site/meta.ts';

export function meta() {
  return pageMeta({
    title: 'Careers at Owo',
    description:
      'Join the Lagos team building accounting, payroll and tax software for Nigerian businesses. Open roles, what we offer, and how we hire.',
    path: '/careers',
  });
}

const reasons = [
  {
    title: 'Work that matters to real businesses',
    text: 'Every screen you build or question you answer helps a shop owner, a pharmacist or a distributor get paid and stay on the right side of the tax law.',
  },
  {
    title: 'Paid properly, on time',
    text: 'Salaries in naira on the 25th of every month, 10% employer pension, health insurance for your family, and a yearly review.',
  },
  {
    title: 'A calm, written culture',
    text: 'We write decisions down, keep meetings few, and expect you to do your best work, not your longest hours.',
  },
];

export default function Careers() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Help Nigerian businesses keep books they can trust"
        lead="We are a small team of accountants and engineers in Yaba, Lagos, with colleagues across Nigeria. We hire people who care about getting the details right and explaining them simply."
      />
      <section className="site-section site-section--tint" aria-labelledby="why-title">
        <div className="site-container">
          <SectionIntro id="why-title" title="Why people join us" />
          <ul className="site-grid site-grid--3">
            {reasons.map((reason) => (
              <li key={reason.title}>
                <div className="site-card">
                  <h3 className="site-h3">{reason.title}</h3>
                  <p>{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section" aria-labelledby="roles-title">
        <div className="site-container site-article">
          <h2 className="site-h2" id="roles-title">
            Open roles
          </h2>
          <ul className="site-post-list" style={{ margin: '1.5rem 0 3rem' }}>
            {jobs.map((job) => (
              <li key={job.slug}>
                <a href={`#${job.slug}`}>{job.title}</a>
                <span className="site-muted"> · {job.fields.location}</span>
              </li>
            ))}
          </ul>
          {jobs.map((job) => (
            <article key={job.slug} id={job.slug} className="site-job" aria-labelledby={`${job.slug}-title`}>
              <h3 className="site-h2" id={`${job.slug}-title`}>
                {job.title}
              </h3>
              <ul className="site-job__facts">
                {job.fields.team ? (
                  <li>
                    <strong>Team:</strong> {job.fields.team}
                  </li>
                ) : null}
                {job.fields.location ? (
                  <li>
                    <strong>Where:</strong> {job.fields.location}
                  </li>
                ) : null}
                {job.fields.type ? (
                  <li>
                    <strong>Type:</strong> {job.fields.type}
                  </li>
                ) : null}
                {job.fields.salary ? (
                  <li>
                    <strong>Pay:</strong> {job.fields.salary}
                  </li>
                ) : null}
                <li>
                  <strong>Posted:</strong> <time dateTime={job.date}>{formatLongDate(job.date)}</time>
                </li>
              </ul>
              <p className="site-lead" style={{ marginTop: 0 }}>
                {job.summary}
              </p>
              <div style={{ marginTop: '1.5rem' }}>
                <Markdown blocks={job.blocks} idPrefix={`${job.slug}-`} headingShift={2} />
              </div>
            </article>
          ))}
          <p className="site-job">
            No role that fits? We are always glad to hear from good accountants and engineers. Write to{' '}
            <a href={`mailto:${contactDetails.careers}`}>{contactDetails.careers}</a> and tell us what you would like to
            work on.
          </p>
        </div>
      </section>
    </>
  );
}
