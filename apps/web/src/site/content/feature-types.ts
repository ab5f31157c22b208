/** The shape of what a feature page says (features.ts). */

export type FeatureSlug =
  | 'invoicing'
  | 'accounting-and-taxes'
  | 'banking-and-payment'
  | 'contact-management'
  | 'product-and-service-management'
  | 'user-and-branch-management';

export interface Point {
  title: string;
  text: string;
}

export interface WorkedExample {
  caption: string;
  columns: string[];
  /** Cells; the columns after the first are right-aligned numbers. */
  rows: string[][];
  total?: string[];
  note?: string;
}

export interface Question {
  question: string;
  answer: string[];
}

export interface Feature {
  slug: FeatureSlug;
  path: string;
  name: string;
  title: string;
  metaDescription: string;
  lead: string;
  highlights: Point[];
  steps: Point[];
  local: { title: string; text: string; points: string[] };
  example: WorkedExample;
  questions: Question[];
  related: FeatureSlug[];
}
