import { about, contactDetails } from '../../site/content/company.ts';
import { pageMeta } from '../../site/meta.ts';

export function meta() {
  return pageMeta({ title: 'About us (previous site)', description: about.metaDescription, path: '/about' });
}

export default function LegacyAboutUs() {
  return (
    <>
      <h1>About us</h1>
      <p>{about.lead}</p>
      {about.story.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>What we believe</h2>
      <ul>
        {about.values.map((value) => (
          <li key={value.title}>
            <strong>{value.title}.</strong> {value.text}
          </li>
        ))}
      </ul>
      <h2>Who we are</h2>
      {about.team.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        Write to us at <a href={`mailto:${contactDetails.general}`}>{contactDetails.general}</a>.
      </p>
    </>
  );
}
