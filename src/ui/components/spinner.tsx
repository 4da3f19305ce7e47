/** A small spinner for buttons and overlays (decorative: the text beside it says what happens). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
