export default function Page() {
  return <div>pending</div>;
}
