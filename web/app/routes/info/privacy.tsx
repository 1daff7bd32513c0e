// Placeholder until this screen is built.
export default function Placeholder() {
  return <main className="page">Coming soon.</main>;
}
