import LifelineModel
import LifelineSupport

/// The report's HTML around the drawings and the data.
enum ReportPage {
    /// Doctype, head (policy, title, style) and the opening body tag.
    static func head(title: String, scriptHash: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'sha256-\(scriptHash)'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="lifeline report">
        <title>Lifeline report: \(Escaping.HTML.text(title))</title>
        <style>\(ReportStyle.css)</style>
        </head>
        <body>

        """
    }

    /// The header, the controls, the current event, and the panels.
    static func body(
        report: HTMLReport, findings: ReportFindings, drawings: ReportDrawings,
        svgs: (state: String, timeline: String)
    ) -> String {
        let profile = report.profile
        let count = drawings.eventCount
        let pages = max(1, (count + report.pageSize - 1) / report.pageSize)
        let checks =
            findings.violations.isEmpty
            ? "clean"
            : ReportSections.counted(findings.errorCount, "error") + ", "
                + ReportSections.counted(findings.warningCount, "warning")
        let appSection =
            report.appMethods.map {
                "<section class=\"panel\">\n<h2>Your app's methods</h2>\n\($0.html())</section>\n"
            } ?? ""
        let timelineNote =
            drawings.timeline.aggregated
            ? """
            <p class=\"meta\">\(count) events: each lane is summarised in intervals; the highlighted column holds \
            the current event. <code>lifeline render --kind timeline --from … --to …</code> draws a window in \
            detail.</p>\n
            """
            : ""
        return """
            <header>
            <h1>Lifeline report: \(Escaping.HTML.text(report.title))</h1>
            <p class="meta">\(Escaping.HTML.text(report.input.displayName)) · profile \(profile.rawValue) (\(Escaping.HTML.text(profile.summary))) · \(count) events · \(checks)</p>
            </header>
            <nav class="controls" aria-label="Step through the events">
            <button id="lf-first" type="button" title="First event (Home)">|◀</button>
            <button id="lf-prev" type="button" title="Previous event (←)">◀</button>
            <input id="lf-slider" type="range" min="1" max="\(max(count, 1))" value="1" aria-label="Event">
            <button id="lf-next" type="button" title="Next event (→)">▶</button>
            <button id="lf-last" type="button" title="Last event (End)">▶|</button>
            <span id="lf-position">event 1 of \(count)</span>
            </nav>
            <section class="now-panel" aria-live="polite">
            <div id="lf-status" data-step="1">\(count == 0 ? "The trace has no events." : "")</div>
            <div id="lf-states"></div>
            <div id="lf-problem"></div>
            <div id="lf-detail"></div>
            </section>
            <main>
            <section class="panel">
            <h2>State diagram: \(drawings.summary.table.kind.title.lowercased())</h2>
            <div class="\(drawings.summary.clusters.count > 3 ? "drawing-scroll" : "drawing-fit")" id="lf-state-scroll">\(svgs.state)</div>
            </section>
            <section class="panel">
            <h2>Check results</h2>
            \(ReportSections.checks(findings, steps: drawings.stepOfLine))</section>
            \(appSection)<section class="panel">
            <h2>Timeline</h2>
            \(timelineNote)<div class="drawing-scroll" id="lf-timeline-scroll">\(svgs.timeline)</div>
            </section>
            <section class="panel">
            <h2>Events</h2>
            <div class="pager"><button id="lf-page-prev" type="button">‹ page</button><span id="lf-page">page 1 of \(pages)</span><button id="lf-page-next" type="button">page ›</button></div>
            <div class="table-scroll" id="lf-events-scroll">
            <table id="lf-events"><thead><tr><th>seq</th><th>t (s)</th><th>kind</th><th>who</th><th>what</th><th>from → to</th><th>rules</th></tr></thead>
            <tbody id="lf-events-body"></tbody></table>
            </div>
            </section>
            <section class="panel">
            <h2>Statistics</h2>
            \(ReportSections.statistics(drawings.stats))</section>
            </main>
            <footer>Made by <code>lifeline report</code> from the model's tables and Docs/lifecycle-facts.md. Keys: ← → step, Home and End jump; the slider and the event list too.</footer>

            """
    }
}
