import { FeaturePage, featureMeta } from '../../site/components/FeaturePage.tsx';
import { features } from '../../site/content/features.ts';

const feature = features['accounting-and-taxes'];

export function meta() {
  return featureMeta(feature);
}

export default function Feature() {
  return <FeaturePage feature={feature} />;
}
