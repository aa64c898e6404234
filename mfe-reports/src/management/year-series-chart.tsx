import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

/** One year's values, `counts[i]` for the slot labelled `labels[i]`. */
export interface YearSeries {
  year: number;
  counts: number[];
}

const WIDTH = 760;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };
const INNER_W = WIDTH - MARGIN.left - MARGIN.right;
const INNER_H = HEIGHT - MARGIN.top - MARGIN.bottom;
/** One colour per year, oldest first: the latest in the brand's blue. */
const YEAR_COLOURS = [tokens.colorPaletteBerryForeground2, tokens.colorPaletteDarkOrangeForeground2, tokens.colorBrandForeground1];
const colour = (index: number) => YEAR_COLOURS[index % YEAR_COLOURS.length];

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: `${WIDTH}px` },
  svg: { width: '100%', height: 'auto' },
  axis: { fill: tokens.colorNeutralForeground3, fontSize: '10px' },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
  swatch: { display: 'inline-block', width: '12px', height: '12px', marginRight: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
});

/** Every `step`-th label, so 53 weeks do not write over one another. */
function shownLabels(labels: readonly string[]): Set<string> {
  const step = Math.ceil(labels.length / 13);
  return new Set(labels.filter((_, i) => i % step === 0));
}

/**
 * A chart of several years' series over the same slots (weeks or months): a line per year, or bars
 * grouped by slot. Drawn with visx scales and shapes on an SVG that scales with its container.
 */
export function YearSeriesChart({
  title,
  labels,
  series,
  kind,
}: {
  title: string;
  labels: readonly string[];
  series: readonly YearSeries[];
  kind: 'line' | 'bar';
}) {
  const styles = useStyles();
  const max = Math.max(1, ...series.flatMap((s) => s.counts));
  const y = scaleLinear<number>({ domain: [0, max], range: [INNER_H, 0], nice: true });
  const x = scaleBand<string>({ domain: [...labels], range: [0, INNER_W], padding: kind === 'bar' ? 0.2 : 0 });
  const perYear = scaleBand<number>({ domain: series.map((s) => s.year), range: [0, x.bandwidth()], padding: 0.05 });
  const centre = (i: number) => (x(labels[i]!) ?? 0) + x.bandwidth() / 2;
  const shown = shownLabels(labels);
  return (
    <figure className={styles.figure} data-chart={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={INNER_W} numTicks={5} stroke={tokens.colorNeutralStroke2} />
          {y.ticks(5).map((tick) => (
            <text key={tick} className={styles.axis} x={-6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tick}
            </text>
          ))}
          {labels.map((label, i) =>
            shown.has(label) ? (
              <text key={label} className={styles.axis} x={centre(i)} y={INNER_H + 16} textAnchor="middle">
                {label}
              </text>
            ) : null,
          )}
          {series.map((s, si) =>
            kind === 'line' ? (
              <LinePath<number> key={s.year} data-year={s.year} data={s.counts} x={(_, i) => centre(i)} y={(n) => y(n)} stroke={colour(si)} strokeWidth={2} />
            ) : (
              <g key={s.year} data-year={s.year}>
                {s.counts.map((n, i) => (
                  <Bar
                    key={labels[i]}
                    x={(x(labels[i]!) ?? 0) + (perYear(s.year) ?? 0)}
                    y={y(n)}
                    width={perYear.bandwidth()}
                    height={INNER_H - y(n)}
                    fill={colour(si)}
                  >
                    <title>{`${labels[i]} ${s.year}: ${n}`}</title>
                  </Bar>
                ))}
              </g>
            ),
          )}
        </Group>
      </svg>
      <ul className={styles.legend} aria-label={`${title} years`}>
        {series.map((s, si) => (
          <li key={s.year}>
            <span className={styles.swatch} style={{ background: colour(si) }} />
            {s.year}
          </li>
        ))}
      </ul>
    </figure>
  );
}
