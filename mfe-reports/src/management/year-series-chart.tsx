import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { GroupedVerticalBarChart, LineChart, ResponsiveContainer, type GroupedVerticalBarChartData, type LineChartPoints } from '@fluentui/react-charts';
import { labelledSlots, slotLabel, yearBars, yearLines, type YearCounts } from './year-series-data.js';

const HEIGHT = 280;
/** One colour per year, oldest first: the latest in the brand's blue. */
const YEAR_COLOURS = [tokens.colorPaletteBerryForeground2, tokens.colorPaletteDarkOrangeForeground2, tokens.colorBrandForeground1];

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '760px', minWidth: 0 },
});

/**
 * A chart of several years' series over the same slots (weeks or months): a line per year, or bars
 * grouped by slot, drawn with Fluent's charts (legend per year, a callout per point) at the width of
 * its container.
 */
export function YearSeriesChart({
  title,
  labels,
  series,
  kind,
}: {
  title: string;
  labels: readonly string[];
  series: readonly YearCounts[];
  kind: 'line' | 'bar';
}) {
  const styles = useStyles();
  return (
    <figure className={styles.figure} data-chart={title} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <ResponsiveContainer height={HEIGHT}>
        {kind === 'line' ? (
          <LineChart
            data={{ chartTitle: title, lineChartData: yearLines(labels, series, YEAR_COLOURS) as LineChartPoints[] }}
            height={HEIGHT}
            useUTC
            tickValues={labelledSlots(labels)}
            customDateTimeFormatter={(at) => slotLabel(labels, at)}
          />
        ) : (
          <GroupedVerticalBarChart
            chartTitle={title}
            data={yearBars(labels, series, YEAR_COLOURS) as GroupedVerticalBarChartData[]}
            height={HEIGHT}
            barWidth="auto"
          />
        )}
      </ResponsiveContainer>
    </figure>
  );
}
