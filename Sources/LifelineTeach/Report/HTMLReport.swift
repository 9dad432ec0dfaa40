import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineSupport

/// `lifeline report`: one self-contained HTML page about a trace. The state diagram and the
/// timeline inline as SVG, the check results linked to their events, the statistics, and a
/// step-through (buttons, arrow keys, a slider) that highlights the current state in the
/// diagram and the current event in the timeline and the list.
///
/// Nothing is fetched: one style sheet and one script, both inline, and a Content-Security-
/// Policy that allows that script alone (by its SHA-256) and no network at all. Every string
/// from the trace is escaped for where it goes (`Escaping.HTML`). The trace is streamed in
/// two passes (checked drawing, list; a third when a finding comes too late to paint), so a
/// large trace costs time, not memory; its timeline is summarised and the page lists its
/// events 500 at a time.
public struct HTMLReport {
    package let input: ReportInput
    package let profile: Profile
    /// Events per page of the event list.
    package var pageSize = 500
    /// A scanned app's methods under each routing (`lifeline report --app`): a section of its own.
    package var appMethods: AppMethodTable?

    /// A report on `input`; `profile` overrides the trace's header.
    public init(input: ReportInput, profile: Profile? = nil) {
        self.input = input
        self.profile = profile ?? input.header.profile ?? .ios13
    }

    /// The report's name for the trace: its scenario, else its file name.
    package var title: String {
        input.header.scenario ?? input.displayName.split(separator: "/").last.map(String.init) ?? input.displayName
    }

    /// Writes the page to `sink`.
    public func write(to sink: OutputSink) throws(Diagnostic) {
        var options = RenderOptions(profile: profile)
        options.svgClasses = true
        let profile = profile
        let (drawings, result) = try CheckedDrawing.draw(
            checker: CheckerOptions(profile: profile), options: options,
            open: input.open
        ) { source, options throws(Diagnostic) in
            try ReportDrawings(source, options: options, profile: profile)
        }
        let findings = ReportFindings(result, drawings: drawings, profile: profile)
        let svgs = try drawings.svgs(title: title)
        try sink.write(ReportPage.head(title: title, scriptHash: SHA256.base64Digest(of: ReportScript.javaScript)))
        try sink.write(ReportPage.body(report: self, findings: findings, drawings: drawings, svgs: svgs))
        try sink.write("<script type=\"application/json\" id=\"lf-data\">")
        try ReportEventData.write(input, findings: findings, drawings: drawings, pageSize: pageSize, to: sink)
        try sink.write("</script>\n<script>" + ReportScript.javaScript + "</script>\n</body>\n</html>\n")
    }
}
