import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { Dashboard } from '../../api/dashboard.ts';
import { formatMoney } from '../../lib/format.ts';
import classes from './IncomeExpenseChart.module.css';

const height = 160;
const barWidth = 10;
const groupWidth = 36;

/**
 * Twelve months of income against expenses as pairs of bars: drawn in SVG rather than with a chart
 * library, which would weigh more than the rest of the dashboard. The figures are also in a table
 * for screen readers.
 */
export function IncomeExpenseChart({ months }: { months: Dashboard['byMonth'] }) {
  const highest = Math.max(1, ...months.flatMap((month) => [month.income, month.expenses]));
  const scale = (amount: number) => Math.max(0, (amount / highest) * height);
  const width = months.length * groupWidth;
  return (
    <div>
      <Group gap="md" mb="xs" aria-hidden="true">
        <Legend className={classes.income} label="Income" />
        <Legend className={classes.expenses} label="Expenses" />
      </Group>
      <svg viewBox={`0 0 ${width} ${height + 18}`} width="100%" aria-hidden="true">
        {months.map((month, index) => {
          const x = index * groupWidth + 6;
          return (
            <g key={month.month}>
              <title>{`${month.label}: income ${formatMoney(month.income)}, expenses ${formatMoney(month.expenses)}`}</title>
              <rect
                className={classes.income}
                x={x}
                y={height - scale(month.income)}
                width={barWidth}
                height={scale(month.income)}
                rx={2}
              />
              <rect
                className={classes.expenses}
                x={x + barWidth + 2}
                y={height - scale(month.expenses)}
                width={barWidth}
                height={scale(month.expenses)}
                rx={2}
              />
              <text x={x + barWidth + 1} y={height + 14} textAnchor="middle" className={classes.axis}>
                {month.label.slice(0, 3)}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} className={classes.baseline} />
      </svg>
      <VisuallyHidden>
        <table>
          <caption>Income and expenses by month</caption>
          <thead>
            <tr>
              <th>Month</th>
              <th>Income</th>
              <th>Expenses</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <td>{month.label}</td>
                <td>{formatMoney(month.income)}</td>
                <td>{formatMoney(month.expenses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}

function Legend({ className, label }: { className: string | undefined; label: string }) {
  return (
    <Group gap={6}>
      <svg width={10} height={10} aria-hidden="true">
        <rect width={10} height={10} rx={2} className={className} />
      </svg>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
