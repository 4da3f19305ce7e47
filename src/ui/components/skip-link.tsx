/**
 * "Skip to content", the first stop of Tab on every page (issue 25): it takes the keyboard past the
 * header and the navigation to the page's own content (its <main>), which then holds the focus, so
 * the next Tab reaches the page's first control.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const main = document.querySelector<HTMLElement>('.org-content > main, main');
        if (!main) return;
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to content
    </a>
  );
}
