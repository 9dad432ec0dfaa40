/// The report's style sheet: local fonts only, nothing fetched.
enum ReportStyle {
    static let css = #"""
        :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #ffffff; --page: #f5f5f7;
                --now: #c2185b; --now-soft: #fde7f0; --error: #c62828; --warning: #e65100; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
               color: var(--ink); background: var(--page); }
        header { padding: 14px 20px 4px; }
        h1 { font-size: 20px; margin: 0 0 2px; }
        h2 { font-size: 15px; margin: 0 0 8px; }
        .meta { color: var(--muted); margin: 0; }
        code, .mono, #lf-events td { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 12px; }
        .controls { position: sticky; top: 0; z-index: 2; display: flex; gap: 8px; align-items: center;
                    padding: 8px 20px; background: rgba(245,245,247,0.96); border-bottom: 1px solid var(--line); }
        .controls button { font-size: 15px; min-width: 38px; padding: 3px 8px; border: 1px solid var(--line);
                           border-radius: 6px; background: #fff; cursor: pointer; }
        .controls button:hover { border-color: var(--now); }
        #lf-slider { flex: 1; accent-color: var(--now); }
        #lf-position { min-width: 150px; text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
        .now-panel { margin: 10px 20px 0; padding: 10px 14px; background: var(--panel); border: 1px solid var(--line);
                   border-left: 5px solid var(--now); border-radius: 8px; }
        #lf-status { font-weight: 600; }
        #lf-states { color: var(--muted); margin-top: 2px; }
        #lf-problem { color: var(--error); margin-top: 2px; }
        #lf-problem:empty, #lf-detail:empty { display: none; }
        #lf-detail { color: var(--muted); font-size: 12px; margin-top: 2px; word-break: break-all; }
        main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 14px; padding: 14px 20px 30px; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; min-width: 0; }
        .drawing-fit { text-align: center; }
        .drawing-fit svg { max-width: 100%; height: auto; max-height: 80vh; }
        .drawing-scroll { overflow-x: auto; max-height: 560px; overflow-y: auto; }
        .drawing-scroll svg { height: auto; }
        svg .lf-now path, svg .lf-now polygon, svg .lf-now ellipse { stroke: var(--now); stroke-width: 3px; }
        svg .lf-focus path, svg .lf-focus polygon { stroke-width: 5px; stroke-dasharray: none; }
        svg .lf-focus text { font-weight: bold; }
        svg g.edge.lf-focus path { stroke: var(--now); stroke-width: 3px; }
        svg g.edge.lf-focus polygon { stroke: var(--now); fill: var(--now); }
        svg g.edge.lf-focus text { fill: var(--now); }
        svg .lf-cur polygon { fill: var(--now); stroke: var(--now); stroke-width: 1.5px; }
        svg .lf-cur:has(text) polygon { fill: #fff3c4; stroke: none; }
        svg .lf-cur text { fill: var(--now); font-weight: bold; }
        .violations { margin: 0; padding-left: 22px; max-height: 520px; overflow-y: auto; }
        .violations li { margin-bottom: 6px; }
        .violations .rule { font-weight: 600; }
        .violations .severity { font-size: 11px; text-transform: uppercase; padding: 0 4px; border-radius: 3px; color: #fff; }
        .violations .error .severity { background: var(--error); }
        .violations .warning .severity { background: var(--warning); }
        .violations .cite { color: var(--muted); }
        .clean { color: #2e7d32; font-weight: 600; }
        .pager { display: flex; gap: 8px; align-items: center; margin-bottom: 6px; }
        .pager button { border: 1px solid var(--line); border-radius: 5px; background: #fff; padding: 2px 8px; cursor: pointer; }
        .table-scroll { max-height: 440px; overflow-y: auto; border: 1px solid var(--line); border-radius: 6px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 2px 8px; border-bottom: 1px solid #ececf0; vertical-align: top; }
        th { position: sticky; top: 0; background: #fafafc; font-weight: 600; font-size: 12px; }
        #lf-events tbody tr { cursor: pointer; }
        #lf-events tbody tr:hover { background: #f5f5f7; }
        #lf-events tr.current { background: var(--now-soft); outline: 2px solid var(--now); outline-offset: -2px; }
        #lf-events tr.sev-1 td.problem { color: var(--warning); }
        #lf-events tr.sev-2 td.problem { color: var(--error); font-weight: 600; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; }
        .stat-tables { display: flex; flex-wrap: wrap; gap: 14px 28px; align-items: flex-start; }
        .stat { overflow-x: auto; max-width: 100%; }
        .stat table { width: auto; }
        caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
        footer { color: var(--muted); padding: 0 20px 20px; font-size: 12px; }
        """#
}
