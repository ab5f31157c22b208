import { Link } from 'react-router';
import { CallToAction, PageHero, SectionIntro } from '../site/components/blocks.tsx';
import { about, contactDetails } from '../site/content/company.ts';
import { pageMeta } from '../site/meta.ts';

export function meta() {
  return pageMeta({ title: 'About Owo', description: about.metaDescription, path: '/about' });
}

export default function About() {
  return (
    <>
      <PageHero eyebrow="About Owo" title={about.title} lead={about.lead} />
      <section className="site-section" aria-labelledby="story-title">
        <div className="site-container site-article">
          <h2 className="site-h2" id="story-title">
            Why we started
          </h2>
          <div className="site-prose" style={{ marginTop: '1.25rem' }}>
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section className="site-section site-section--tint" aria-labelledby="values-title">
        <div className="site-container">
          <SectionIntro id="values-title" eyebrow="What we believe" title="Four promises we build around" />
          <ul className="site-grid site-grid--4">
            {about.values.map((value) => (
              <li key={value.title}>
                <div className="site-card">
                  <h3 className="site-h3">{value.title}</h3>
                  <p>{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section" aria-labelledby="team-title">
        <div className="site-container site-article">
          <h2 className="site-h2" id="team-title">
            Who we are
          </h2>
          <div className="site-prose" style={{ marginTop: '1.25rem' }}>
            {about.team.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              We are hiring. See our <Link to="/careers">open roles</Link>, read <Link to="/blog">the blog</Link>, or
              write to us at <a href={`mailto:${contactDetails.general}`}>{contactDetails.general}</a>.
            </p>
          </div>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
