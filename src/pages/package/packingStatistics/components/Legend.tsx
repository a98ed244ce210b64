/** A chart legend: a colour swatch and a label per series. */
export default function Legend(props: { items: Array<{ key: string; color: string; label: string }> }) {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        fontSize: 12,
        color: '#595959',
        margin: '8px 0 0',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {props.items.map((i) => (
        <li key={i.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: i.color, display: 'inline-block' }} />
          {i.label}
        </li>
      ))}
    </ul>
  );
}
