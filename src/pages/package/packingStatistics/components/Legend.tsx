/** A chart legend: a colour swatch and a label per series. */
export default function Legend(props: { items: Array<{ key: string; color: string; label: string }> }) {
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 16, fontSize: 12, color: '#595959', marginTop: 8 }}
      role="list"
    >
      {props.items.map((i) => (
        <span key={i.key} role="listitem" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: i.color, display: 'inline-block' }} />
          {i.label}
        </span>
      ))}
    </div>
  );
}
