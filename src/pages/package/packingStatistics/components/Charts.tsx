import { Bar, Column, Line } from '@ant-design/plots';
import type { DayStats, TaskStatus } from '../../service';
import { axisLabels, STACK_ORDER, STATUS_COLORS } from '../shape';

/**
 * The statistics screen's charts, drawn by @ant-design/plots (G2, on a canvas; this screen's chunk alone loads it).
 * Each has its title as its accessible name (role img), a tooltip per day or item in the operator's language, and a
 * table view with the same numbers beside it (the page's 图表/表格 switch).
 */
const a11y = (id: string | undefined, title: string) => ({ id, role: 'img', 'aria-label': title });

/** Labels of the date axis: 'MM-DD', at most ten of them. */
function dateAxis(dates: string[]) {
  const shown = new Map(axisLabels(dates).map((l) => [dates[l.index], l.text]));
  return { labelFormatter: (d: string) => shown.get(d) ?? '', labelAutoHide: false, labelAutoRotate: false };
}

/** Tasks per day, stacked by status; the tooltip lists a day's count per status; the legend names the statuses. */
export function StackedBarChart(props: {
  days: DayStats[];
  statusLabel: (s: TaskStatus) => string;
  /** accessible name of the chart */
  title: string;
  id?: string;
}) {
  const data = props.days.flatMap((d) =>
    STACK_ORDER.map((s) => ({ date: d.date, status: props.statusLabel(s), value: d[s] })),
  );
  return (
    <Column
      containerAttributes={a11y(props.id, props.title)}
      height={260}
      data={data}
      xField="date"
      yField="value"
      colorField="status"
      stack
      scale={{
        color: { domain: STACK_ORDER.map(props.statusLabel), range: STACK_ORDER.map((s) => STATUS_COLORS[s]) },
      }}
      axis={{ x: { title: false, ...dateAxis(props.days.map((d) => d.date)) }, y: { title: false } }}
      legend={{ color: { position: 'bottom', layout: { justifyContent: 'flex-start' } } }}
      interaction={{ tooltip: { shared: true } }}
      tooltip={{ title: 'date' }}
    />
  );
}

/** A line over days with values 0–1 (success rate): gaps where a day has no value, y axis in percent. */
export function LineChart(props: {
  points: Array<{ date: string; rate: number | null }>;
  title: string;
  color?: string;
  format: (v: number) => string;
  id?: string;
}) {
  return (
    <Line
      containerAttributes={a11y(props.id, props.title)}
      height={220}
      data={props.points}
      xField="date"
      yField="rate"
      style={{ stroke: props.color, lineWidth: 2 }}
      point={{ style: { fill: '#fff', stroke: props.color, lineWidth: 2, r: 3.5 } }}
      scale={{ y: { domain: [0, 1] } }}
      axis={{
        x: { title: false, ...dateAxis(props.points.map((p) => p.date)) },
        y: { title: false, tickCount: 4, labelFormatter: props.format },
      }}
      tooltip={{ title: 'date', items: [{ channel: 'y', name: props.title, valueFormatter: props.format }] }}
    />
  );
}

/** Horizontal bars (one per channel or step): the value at each bar's end, its details in the tooltip. */
export interface HBarItem {
  key: string;
  label: string;
  value: number;
  /** tooltip text */
  detail?: string;
}

export function HBarChart(props: {
  items: HBarItem[];
  title: string;
  format: (v: number) => string;
  color?: string;
  id?: string;
}) {
  // one bar per key (two channels may share a name), named by its label
  const labels = new Map(props.items.map((i) => [i.key, i.label]));
  return (
    <Bar
      containerAttributes={a11y(props.id, props.title)}
      height={Math.max(1, props.items.length) * 28 + 48}
      data={props.items}
      xField="key"
      yField="value"
      // room for the value written after the longest bar
      paddingRight={48}
      style={{ fill: props.color ?? '#1677ff', radius: 3, maxWidth: 18 }}
      label={{ text: (d: HBarItem) => props.format(d.value), position: 'right', dx: 6 }}
      axis={{
        x: {
          title: false,
          labelFormatter: (key: string) => {
            const l = labels.get(key) ?? key;
            return l.length > 18 ? `${l.slice(0, 17)}…` : l;
          },
        },
        y: { title: false, labelFormatter: props.format },
      }}
      // a detail may hold several lines (a step's failure reasons)
      interaction={{ tooltip: { css: { '.g2-tooltip-title': { 'white-space': 'pre-line' } } } }}
      tooltip={{
        title: (d: HBarItem) => d.detail ?? d.label,
        items: [{ channel: 'y', name: props.title, valueFormatter: props.format }],
      }}
    />
  );
}
