import { features } from '../../../site/content/features.ts';
import { pageMeta } from '../../../site/meta.ts';

const feature = features['user-and-branch-management'];

export function meta() {
  return pageMeta({
    title: 'User and branch management (previous site)',
    description: feature.metaDescription,
    path: feature.path,
  });
}

export default function LegacyUserBranchManagement() {
  return (
    <>
      <h1>User and branch management</h1>
      <p>{feature.lead}</p>
      <h2>Features</h2>
      <ul>
        {feature.highlights.map((point) => (
          <li key={point.title}>
            <strong>{point.title}.</strong> {point.text}
          </li>
        ))}
      </ul>
      <h2>{feature.local.title}</h2>
      <p>{feature.local.text}</p>
      <ul>
        {feature.local.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <table className="legacy-table">
        <caption style={{ textAlign: 'left', paddingBottom: '0.5rem' }}>{feature.example.caption}</caption>
        <thead>
          <tr>
            {feature.example.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {feature.example.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key="role" scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cell}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Questions</h2>
      <dl className="legacy-faq">
        {feature.questions.map((item) => (
          <div key={item.question}>
            <dt>{item.question}</dt>
            {item.answer.map((paragraph) => (
              <dd key={paragraph}>{paragraph}</dd>
            ))}
          </div>
        ))}
      </dl>
    </>
  );
}
