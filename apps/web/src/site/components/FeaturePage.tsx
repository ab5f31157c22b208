import { Link } from 'react-router';
import type { Feature } from '../content/feature-types.ts';
import { features } from '../content/features.ts';
import { pageMeta } from '../meta.ts';
import { CallToAction, CallToActionButtons, ExampleTable, PageHero, QuestionList, SectionIntro } from './blocks.tsx';

/**
 * The hero's picture: the feature's worked example drawn as an Owo screen. Decorative, since the
 * same example is on the page as a real table.
 */
function FeatureWindow({ feature }: { feature: Feature }) {
  const { example } = feature;
  return (
    <div className="site-window" aria-hidden="true">
      <div className="site-window__bar">
        <span />
        <span />
        <span />
        <strong>{feature.name}</strong>
      </div>
      <div className="site-window__body">
        <p className="site-window__caption">{example.caption}</p>
        {example.rows.slice(0, 4).map((row) => (
          <div key={row[0]} className="site-window__row">
            <span>{row[0]}</span>
            <span>{row[row.length - 1]}</span>
          </div>
        ))}
        {example.total ? (
          <div className="site-window__row site-window__row--total">
            <span>{example.total[0]}</span>
            <span>{example.total[example.total.length - 1]}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function featureMeta(feature: Feature) {
  return pageMeta({
    title: `${feature.name} for Nigerian businesses`,
    description: feature.metaDescription,
    path: feature.path,
  });
}

/** One feature's page: what it does, a worked example, the Nigerian detail, questions. */
export function FeaturePage({ feature }: { feature: Feature }) {
  return (
    <>
      <PageHero
        eyebrow={feature.name}
        title={feature.title}
        lead={feature.lead}
        art={<FeatureWindow feature={feature} />}
      >
        <CallToActionButtons />
      </PageHero>

      <section className="site-section" aria-labelledby="highlights-title">
        <div className="site-container">
          <SectionIntro id="highlights-title" title={`What you can do with ${feature.name.toLowerCase()}`} />
          <ul className="site-grid site-grid--4">
            {feature.highlights.map((point) => (
              <li key={point.title}>
                <div className="site-card">
                  <h3 className="site-h3">{point.title}</h3>
                  <p>{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="site-section site-section--tint" aria-labelledby="local-title">
        <div className="site-container site-split">
          <div>
            <SectionIntro
              id="local-title"
              eyebrow="Made for Nigeria"
              title={feature.local.title}
              lead={feature.local.text}
            />
            <ul className="site-checks">
              {feature.local.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
          <ExampleTable example={feature.example} />
        </div>
      </section>

      <section className="site-section" aria-labelledby="steps-title">
        <div className="site-container">
          <SectionIntro id="steps-title" eyebrow="How it works" title="Three steps, then it runs itself" />
          <ol className="site-steps">
            {feature.steps.map((step) => (
              <li key={step.title}>
                <h3 className="site-h3">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="site-section site-section--line" aria-labelledby="feature-questions-title">
        <div className="site-container" style={{ maxWidth: '52rem' }}>
          <SectionIntro id="feature-questions-title" title="Questions about this feature" />
          <QuestionList questions={feature.questions} />
        </div>
      </section>

      <section className="site-section site-section--tint" aria-labelledby="related-title">
        <div className="site-container">
          <SectionIntro id="related-title" title="Works together with" />
          <ul className="site-grid site-grid--3">
            {feature.related.map((slug) => {
              const related = features[slug];
              return (
                <li key={slug}>
                  <div className="site-card site-card--link">
                    <h3 className="site-h3">{related.name}</h3>
                    <p>{related.metaDescription}</p>
                    <Link to={related.path} className="site-card__link">
                      More about {related.name.toLowerCase()}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
