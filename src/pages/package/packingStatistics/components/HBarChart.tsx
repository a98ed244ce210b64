import { niceScale } from '../shape';

/**
 * Horizontal bars (one per channel or step): a label column, a bar scaled to round ticks, the value at the bar's end,
 * and a <title> with the details.
 */
export interface HBarItem {
  key: string;
  label: string;
  value: number;
  /** tooltip text */
  detail?: string;
  color?: string;
}

const W = 720;
const ROW = 28;
const M = { top: 8, right: 64, bottom: 24, left: 150 };

export default function HBarChart(props: {
  items: HBarItem[];
  title: string;
  format: (v: number) => string;
  color?: string;
  id?: string;
}) {
  const { items } = props;
  const scale = niceScale(Math.max(0, ...items.map((i) => i.value)));
  const innerW = W - M.left - M.right;
  const H = M.top + M.bottom + Math.max(1, items.length) * ROW;
  const x = (v: number) => M.left + (v / scale.max) * innerW;
  const bottom = H - M.bottom;

  return (
    <svg
      id={props.id}
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={props.title}
      style={{ display: 'block' }}
    >
      <title>{props.title}</title>
      {scale.ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={M.top} y2={bottom} stroke="#f0f0f0" />
          <text x={x(t)} y={bottom + 14} textAnchor="middle" fontSize={11} fill="#8c8c8c">
            {props.format(t)}
          </text>
        </g>
      ))}
      {items.map((item, i) => {
        const top = M.top + i * ROW;
        return (
          <g key={item.key} data-key={item.key} data-value={item.value}>
            <title>{item.detail ?? `${item.label}: ${props.format(item.value)}`}</title>
            <text x={M.left - 8} y={top + ROW / 2} dy="0.32em" textAnchor="end" fontSize={12} fill="#434343">
              {item.label.length > 18 ? `${item.label.slice(0, 17)}…` : item.label}
            </text>
            <rect
              x={M.left}
              y={top + 5}
              width={Math.max(1, x(item.value) - M.left)}
              height={ROW - 10}
              rx={3}
              fill={item.color ?? props.color ?? '#1677ff'}
            />
            <text x={x(item.value) + 6} y={top + ROW / 2} dy="0.32em" fontSize={11} fill="#595959">
              {props.format(item.value)}
            </text>
          </g>
        );
      })}
      <line x1={M.left} x2={M.left} y1={M.top} y2={bottom} stroke="#bfbfbf" />
    </svg>
  );
}
