extension PlaygroundPage {
    /// Four columns side by side at 1280 px, one under another on a phone; the current state
    /// outlined in red on the drawings; focus always visible.
    static let style = """
        :root { --ink: #1d1d1f; --muted: #5b5b60; --line: #d6d6db; --accent: #0a58ca; --now: #c8102e; --bg: #f7f7f9; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 0.75rem; font: 15px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
        h1 { font-size: 1.35rem; margin: 0 0 0.25rem; }
        h2 { font-size: 1.05rem; margin: 0.25rem 0; }
        h3 { font-size: 0.9rem; margin: 0.6rem 0 0.25rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
        code { font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 0.92em; }
        .pg-lede { margin: 0 0 0.5rem; color: var(--muted); }
        .pg-controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
        button { font: inherit; border: 1px solid var(--accent); background: #fff; color: var(--accent); border-radius: 6px; padding: 0.3rem 0.7rem; cursor: pointer; }
        button:hover { background: #eef4ff; }
        button:disabled { opacity: 0.5; cursor: default; }
        :focus-visible { outline: 3px solid #ff9f0a; outline-offset: 2px; }
        .pg-sofar { margin: 0.5rem 0 0; font-family: ui-monospace, Menlo, monospace; font-size: 0.85rem; overflow-wrap: anywhere; }
        .pg-error { margin: 0.5rem 0 0; padding: 0.4rem 0.6rem; border-left: 4px solid var(--now); background: #fff0f0; overflow-wrap: anywhere; }
        .pg-buttons-section { margin: 0.75rem 0; }
        .pg-buttons { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(14.5rem, 1fr)); gap: 0.3rem; }
        .pg-buttons li { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 0.25rem 0.4rem; font-size: 0.74rem; line-height: 1.3; }
        .pg-buttons button { font-weight: 600; font-family: ui-monospace, Menlo, monospace; font-size: 0.85rem; padding: 0.1rem 0.45rem; margin-right: 0.3rem; }
        .pg-meaning { margin-right: 0.3rem; }
        .pg-fact { margin-right: 0.4rem; white-space: nowrap; }
        .pg-where { color: var(--muted); }
        .pg-columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr)); gap: 0.6rem; align-items: start; }
        .pg-column { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 0.5rem 0.6rem; min-width: 0; }
        .pg-summary { margin: 0; font-size: 0.8rem; color: var(--muted); }
        .pg-now { margin: 0.4rem 0 0; padding: 0.25rem 0.4rem; background: #fff4f5; border-left: 4px solid var(--now); font-family: ui-monospace, Menlo, monospace; font-size: 0.8rem; overflow-wrap: anywhere; }
        .pg-refused { margin: 0; color: var(--muted); font-style: italic; }
        .pg-last { margin: 0; padding-left: 1.3rem; font-size: 0.85rem; }
        .pg-last li { margin-bottom: 0.35rem; }
        .pg-to { font-weight: 600; }
        .pg-what { font-family: ui-monospace, Menlo, monospace; overflow-wrap: anywhere; }
        .pg-move { color: var(--muted); }
        .pg-explain { display: block; font-size: 0.8rem; }
        .pg-cite { display: block; font-size: 0.7rem; color: var(--muted); overflow-wrap: anywhere; }
        .pg-kind-action .pg-to, .pg-kind-action .pg-what { color: var(--accent); }
        .pg-kind-notification .pg-what, .pg-kind-state .pg-what { color: #6b4e00; }
        .pg-kind-phase .pg-what { color: #6a1b9a; }
        details { margin-top: 0.5rem; }
        summary { cursor: pointer; font-weight: 600; font-size: 0.9rem; }
        .pg-svg svg { width: 100%; height: auto; display: block; margin-top: 0.3rem; }
        .pg-figure { margin-top: 0.4rem; }
        .pg-legend { font-size: 0.78rem; color: var(--muted); margin: 0.6rem 0 0; }
        .pg-figure summary { font-size: 0.82rem; }
        .pg-zoom { font-size: 0.72rem; padding: 0.1rem 0.4rem; margin-top: 0.2rem; }
        .pg-frame { overflow-x: auto; }
        .pg-zoomed .pg-frame svg { width: auto; max-width: none; }
        .pg-now-node path, .pg-now-node polygon, .pg-now-node ellipse { stroke: var(--now); stroke-width: 5px; }
        .pg-badge { fill: var(--now); font: 700 16px system-ui, sans-serif; }
        .pg-timeline { margin: 0.3rem 0 0; padding-left: 2.4rem; font-size: 0.75rem; font-family: ui-monospace, Menlo, monospace; max-height: 22rem; overflow: auto; }
        .pg-timeline li { overflow-wrap: anywhere; }
        .pg-timeline li.pg-latest { background: #fff4d6; }
        .pg-downloads { font-size: 0.85rem; margin: 0.5rem 0 0; }
        a { color: var(--accent); }
        .pg-quizbox { margin: 0.4rem 0; padding: 0.4rem; border: 2px dashed var(--accent); border-radius: 6px; font-size: 0.85rem; }
        .pg-quizbox ol { padding-left: 0; list-style: none; margin: 0.3rem 0; }
        .pg-quizbox li { margin: 0.2rem 0; }
        .pg-quizbox button { text-align: left; font-family: ui-monospace, Menlo, monospace; font-size: 0.8rem; width: 100%; overflow-wrap: anywhere; }
        .pg-verdict { font-weight: 600; }
        .pg-asking .pg-now, .pg-asking .pg-timeline-box { display: none; }
        .pg-tabs { display: none; }
        @media (max-width: 40rem) {
          body { padding: 0.5rem; }
          .pg-buttons { grid-template-columns: 1fr; max-height: 45vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px; padding: 0.25rem; }
          .pg-tabs { display: flex; flex-wrap: wrap; gap: 0.3rem; margin: 0.5rem 0; position: sticky; top: 0; background: var(--bg); padding: 0.3rem 0; z-index: 1; }
          .pg-tabs button[aria-pressed="true"] { background: var(--accent); color: #fff; }
          .pg-column:not(.pg-shown) { display: none; }
        }

        """
}
