import { faqGroups } from '../../site/content/faqs.ts';
import { pageMeta } from '../../site/meta.ts';

export function meta() {
  return pageMeta({
    title: 'Frequently asked questions (previous site)',
    description: 'Answers about Owo, VAT, PAYE, your data and pricing, on our previous website.',
    path: '/faqs',
  });
}

export default function LegacyFaqs() {
  return (
    <>
      <h1>Frequently asked questions</h1>
      {faqGroups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <dl className="legacy-faq">
            {group.questions.map((item) => (
              <div key={item.question}>
                <dt>{item.question}</dt>
                {item.answer.map((paragraph) => (
                  <dd key={paragraph}>{paragraph}</dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
