import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import { CallToAction, PageHero, QuestionList } from '../site/components/blocks.tsx';
import { faqGroups } from '../site/content/faqs.ts';
import { slugify } from '../site/markdown.ts';
import { pageMeta } from '../site/meta.ts';

export function meta(): MetaDescriptor[] {
  const questions = faqGroups.flatMap((group) => group.questions);
  return [
    ...pageMeta({
      title: 'Questions and answers',
      description:
        'Answers to what Nigerian business owners ask about Owo: VAT at 7.5%, the 2026 PAYE rules, pension and NHF, where your data is kept, pricing, and leaving with your data.',
      path: '/faqs',
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: questions.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
        })),
      },
    },
  ];
}

export default function Faqs() {
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Questions and answers"
        lead="What business owners ask us most about Owo, tax and their data. If your question is not here, write to us and an accountant on our team will answer."
      >
        <nav aria-label="Topics" style={{ marginTop: '1.5rem' }}>
          <ul className="site-facts">
            {faqGroups.map((group) => (
              <li key={group.title}>
                <a href={`#${slugify(group.title)}`} style={{ textDecoration: 'none' }}>
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <section className="site-section">
        <div className="site-container" style={{ maxWidth: '52rem' }}>
          {faqGroups.map((group) => (
            <div key={group.title} className="site-faq-group">
              <h2 className="site-h2" id={slugify(group.title)}>
                {group.title}
              </h2>
              <QuestionList questions={group.questions} />
            </div>
          ))}
          <p style={{ marginTop: '2.5rem' }}>
            Still wondering about something? <Link to="/contact">Contact us</Link>.
          </p>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
