import { axisLabels } from '../shape';

/**
 * A line over days with values 0–1 (success rate): gaps where a day has no value, a dot with a <title> on each value,
 * y axis in percent.
 */
const W = 720;
const H = 200;
const M = { top: 12, right: 12, bottom: 28, left: 44 };
const TICKS = [0, 0.25, 0.5, 0.75, 1];

export default function LineChart(props: {
  points: Array<{ date: string; rate: number | null }>;
  title: string;
  color?: string;
  format: (v: number) => string;
  id?: string;
}) {
  const { points } = props;
  const color = props.color ?? '#1677ff';
  const innerW = W - M.left - M.right;
  const innerH = H - M.top - M.bottom;
  const slot = points.length ? innerW / points.length : innerW;
  const x = (i: number) => M.left + i * slot + slot / 2;
  const y = (v: number) => M.top + innerH - v * innerH;

  // runs of consecutive values become one polyline each
  const runs: Array<Array<{ i: number; v: number }>> = [];
  points.forEach((p, i) => {
    if (p.rate === null) return;
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1].i === i - 1) last.push({ i, v: p.rate });
    else runs.push([{ i, v: p.rate }]);
  });

  return (
    <svg
      id={props.id}
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={props.title}
      style={{ display: 'block', maxHeight: 260 }}
    >
      <title>{props.title}</title>
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke={t === 0 ? '#bfbfbf' : '#f0f0f0'} />
          <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="#8c8c8c">
            {props.format(t)}
          </text>
        </g>
      ))}
      {runs.map((run) => (
        <polyline
          key={run[0].i}
          fill="none"
          stroke={color}
          strokeWidth={2}
          points={run.map((p) => `${x(p.i)},${y(p.v)}`).join(' ')}
        />
      ))}
      {points.map((p, i) =>
        p.rate === null ? null : (
          <circle
            key={p.date}
            cx={x(i)}
            cy={y(p.rate)}
            r={3.5}
            fill="#fff"
            stroke={color}
            strokeWidth={2}
            data-date={p.date}
          >
            <title>{`${p.date}: ${props.format(p.rate)}`}</title>
          </circle>
        ),
      )}
      {axisLabels(points.map((p) => p.date)).map((l) => (
        <text key={l.index} x={x(l.index)} y={H - M.bottom + 16} textAnchor="middle" fontSize={11} fill="#8c8c8c">
          {l.text}
        </text>
      ))}
    </svg>
  );
}
