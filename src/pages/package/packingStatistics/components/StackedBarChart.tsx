import type { DayStats, TaskStatus } from '../../service';
import { axisLabels, niceScale, stack, STATUS_COLORS } from '../shape';

/**
 * Tasks per day, stacked by status: a hand-written SVG (no chart library) with a y axis of round ticks, date labels,
 * and a <title> on every segment (the browser's tooltip, read by screen readers too).
 */
const W = 720;
const H = 240;
const M = { top: 12, right: 12, bottom: 28, left: 40 };

export default function StackedBarChart(props: {
  days: DayStats[];
  statusLabel: (s: TaskStatus) => string;
  /** accessible name of the chart */
  title: string;
  id?: string;
}) {
  const { days } = props;
  const scale = niceScale(Math.max(0, ...days.map((d) => d.total)));
  const innerW = W - M.left - M.right;
  const innerH = H - M.top - M.bottom;
  const slot = days.length ? innerW / days.length : innerW;
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  const y = (v: number) => M.top + innerH - (v / scale.max) * innerH;

  return (
    <svg
      id={props.id}
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={props.title}
      style={{ display: 'block', maxHeight: 300 }}
    >
      <title>{props.title}</title>
      {scale.ticks.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="#f0f0f0" />
          <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="#8c8c8c">
            {t}
          </text>
        </g>
      ))}
      <line x1={M.left} x2={W - M.right} y1={y(0)} y2={y(0)} stroke="#bfbfbf" />
      {days.map((d, i) => {
        const x = M.left + i * slot + (slot - barW) / 2;
        return (
          <g key={d.date} data-date={d.date} data-total={d.total}>
            <title>{[d.date, ...stack(d).map((s) => `${props.statusLabel(s.status)}: ${s.value}`)].join('\n')}</title>
            {/* a transparent column makes the whole day hoverable, empty days included */}
            <rect x={M.left + i * slot} y={M.top} width={slot} height={innerH} fill="transparent" />
            {stack(d).map((s) => (
              <rect
                key={s.status}
                x={x}
                y={y(s.y1)}
                width={barW}
                height={Math.max(0, y(s.y0) - y(s.y1))}
                fill={STATUS_COLORS[s.status]}
                data-status={s.status}
              >
                <title>{`${d.date} ${props.statusLabel(s.status)}: ${s.value}`}</title>
              </rect>
            ))}
          </g>
        );
      })}
      {axisLabels(days.map((d) => d.date)).map((l) => (
        <text
          key={l.index}
          x={M.left + l.index * slot + slot / 2}
          y={H - M.bottom + 16}
          textAnchor="middle"
          fontSize={11}
          fill="#8c8c8c"
        >
          {l.text}
        </text>
      ))}
    </svg>
  );
}
