export function App() {
  return (
    <main>
      <h1>Paper &amp; Craft</h1>
      <p>Office supplies, gift packaging and custom logo-printed corporate gifts.</p>
    </main>
  );
}
