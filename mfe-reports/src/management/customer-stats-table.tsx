import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { FittedTable } from '@portal/web-kit';
import type { ReactNode } from 'react';

export interface StatsCounts {
  count: number;
  count_prev: number;
  count_ri: number;
  count_ri_prev: number;
  count_titles: number;
  count_titles_prev: number;
  count_yoy: number | null;
  count_ri_yoy: number | null;
  count_titles_yoy: number | null;
}

const useStyles = makeStyles({
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  up: { backgroundColor: tokens.colorPaletteGreenBackground2 },
  down: { backgroundColor: tokens.colorPaletteRedBackground2 },
});

/** How a YoY cell looks (document 3 §5): plain within ±10 % or without a year before, green up, red down. */
export function yoyTone(previous: number, change: number | null): 'plain' | 'up' | 'down' {
  if (previous <= 0 || change === null || (change >= -10 && change <= 10)) return 'plain';
  return change > 0 ? 'up' : 'down';
}

/** A YoY as shown: "---" when the year before had none (document 3 §5). */
export function yoyText(previous: number, change: number | null): string {
  return previous > 0 && change !== null ? `${change}%` : '---';
}

const GROUPS = [
  { label: 'Total', count: 'count', prev: 'count_prev', yoy: 'count_yoy' },
  { label: 'RI', count: 'count_ri', prev: 'count_ri_prev', yoy: 'count_ri_yoy' },
  { label: 'Titles', count: 'count_titles', prev: 'count_titles_prev', yoy: 'count_titles_yoy' },
] as const;

/**
 * A table of counts against the year before, three groups of this year, last year and YoY, after the row's own label
 * cells; its columns as wide as what they hold (a client's name beside short numbers).
 */
export function CustomerStatsTable<T extends StatsCounts>(props: {
  'aria-label': string;
  labels: string[];
  rows: T[];
  rowKey: (row: T) => string | number;
  label: (row: T) => ReactNode[];
}) {
  const styles = useStyles();
  return (
    <FittedTable aria-label={props['aria-label']} size="small">
      <TableHeader>
        <TableRow>
          {props.labels.map((label) => (
            <TableHeaderCell key={label}>{label}</TableHeaderCell>
          ))}
          {GROUPS.flatMap((g) => [`${g.label}`, `${g.label} Prev`, `${g.label} YoY`]).map((h) => (
            <TableHeaderCell key={h} className={styles.number}>
              {h}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={props.rowKey(row)}>
            {props.label(row).map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
            {GROUPS.flatMap((g) => {
              const tone = yoyTone(row[g.prev], row[g.yoy]);
              return [
                <TableCell key={g.count} className={styles.number}>
                  {row[g.count].toLocaleString('en-US')}
                </TableCell>,
                <TableCell key={g.prev} className={styles.number}>
                  {row[g.prev].toLocaleString('en-US')}
                </TableCell>,
                <TableCell key={g.yoy} className={`${styles.number} ${tone === 'plain' ? '' : styles[tone]}`} data-tone={tone}>
                  {yoyText(row[g.prev], row[g.yoy])}
                </TableCell>,
              ];
            })}
          </TableRow>
        ))}
      </TableBody>
    </FittedTable>
  );
}
