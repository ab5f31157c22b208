import type { Executor } from '@owo/db';
import { sql } from 'drizzle-orm';
import { may, type RequestContext } from '../../context.ts';
import { gettingStartedSteps } from './getting-started.steps.ts';

/**
 * The member's first steps and which the company has done, read from its books so the dashboard's
 * checklist ticks itself. Only the steps the member may do are listed (an owner sees them all):
 * the others are someone else's job, and would end on a page the member cannot open.
 */
export async function gettingStarted(executor: Executor, context: Pick<RequestContext, 'companyId' | 'permissions'>) {
  const steps = gettingStartedSteps.filter((step) => step.needs.every((permission) => may(context, permission)));
  if (steps.length === 0) return { steps: [] };
  // One round trip: a column per step, each an existence check.
  const columns = Object.fromEntries(
    steps.map((step) => [step.key, sql<boolean>`exists (${step.doneWhen(context.companyId)})`]),
  );
  const [facts] = await executor.select(columns).from(sql`(select 1) as one`);
  return {
    steps: steps.map((step) => ({
      key: step.key,
      title: step.title,
      text: step.text,
      done: Boolean(facts?.[step.key]),
    })),
  };
}

export type GettingStarted = Awaited<ReturnType<typeof gettingStarted>>;
