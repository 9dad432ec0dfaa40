import LifelineCheck
import LifelineModel
import LifelineSupport
import LifelineTrace

/// The report's static sections, built from what the passes found; every trace string escaped.
enum ReportSections {
    /// At most this many violations are listed; `lifeline check` lists them all.
    static let violationLimit = 200
    /// At most this many scenes get a row in the statistics.
    static let sceneLimit = 20

    /// The check results: one item per violation, linked to its event in the step-through.
    static func checks(_ findings: ReportFindings, steps: [Int: Int]) -> String {
        guard !findings.violations.isEmpty else {
            return "<p class=\"clean\">Clean: no rule is broken.</p>\n"
        }
        var html =
            "<p>\(counted(findings.errorCount, "error")), \(counted(findings.warningCount, "warning")). Click one to step to its event.</p>\n<ol class=\"violations\">\n"
        for violation in findings.violations.prefix(violationLimit) {
            let severity = violation.severity.rawValue
            let step = steps[violation.line].map { $0 + 1 }
            let link =
                step.map {
                    "<a href=\"#step=\($0)\" data-step=\"\($0)\">seq \(violation.seq), line \(violation.line)</a>"
                }
                ?? "seq \(violation.seq), line \(violation.line)"
            html += "<li class=\"\(severity)\"><span class=\"rule\">\(Escaping.HTML.text(violation.ruleID))</span> "
            html += "<span class=\"severity\">\(severity)</span> \(link): \(Escaping.HTML.text(violation.message))"
            html += " <span class=\"cite\">\(Escaping.HTML.text(citeText(violation.section)))</span></li>\n"
        }
        html += "</ol>\n"
        if findings.violations.count > violationLimit {
            html += """
                <p>… and \(findings.violations.count - violationLimit) more: <code>lifeline check</code> lists them \
                all.</p>\n
                """
        }
        return html
    }

    /// `1 error`, `2 warnings`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)" + (count == 1 ? "" : "s") }

    /// `§2.1` for a section of the facts, the section's name otherwise (`Events` of the trace format).
    private static func citeText(_ section: String) -> String {
        section.first?.isNumber == true ? "§" + section : section
    }

    /// Counts per callback, per receiver and per scene (with seconds in each state), and the
    /// most frequent directly-follows pairs.
    static func statistics(_ stats: TraceStats) -> String {
        var html = "<p>\(stats.eventCount) events.</p>\n<div class=\"stat-tables\">\n"
        html += """
            <div \
            class=\"stat\"><table><caption>Callbacks</caption><thead><tr><th>count</th><th>callback</th></tr></thead><tbody>\n
            """
        for callback in Callback.allCases where stats.callbackCounts[callback.rawValue] > 0 {
            html += """
                <tr><td \
                class=\"num\">\(stats.callbackCounts[callback.rawValue])</td><td><code>\(Escaping.HTML.text(callback.swiftName))</code></td></tr>\n
                """
        }
        html += "</tbody></table></div>\n"
        html += """
            <div \
            class=\"stat\"><table><caption>Receivers</caption><thead><tr><th>count</th><th>receiver</th></tr></thead><tbody>\n
            """
        for receiver in Receiver.allCases {
            html +=
                "<tr><td class=\"num\">\(stats.receiverCounts[receiver] ?? 0)</td><td>\(receiver == .app ? "app delegate" : receiver == .scene ? "scene delegates" : "root view controllers")</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        html += sceneTable(stats)
        html += followsTable(stats)
        return html + "</div>\n"
    }

    private static func sceneTable(_ stats: TraceStats) -> String {
        let scenes = Set(stats.sceneCounts.keys).union(stats.timeInState.keys).sorted(by: sceneOrder)
        guard !scenes.isEmpty else { return "" }
        let states = SceneActivationState.allCases
        var html = """
            <div class=\"stat\"><table><caption>Scenes: callbacks, seconds in each \
            state</caption><thead><tr><th>scene</th><th>callbacks</th>
            """
        for state in states { html += "<th>\(state.rawValue)</th>" }
        html += "</tr></thead><tbody>\n"
        for scene in scenes.prefix(sceneLimit) {
            html += "<tr><td>\(Escaping.HTML.text(scene))</td><td class=\"num\">\(stats.sceneCounts[scene] ?? 0)</td>"
            let times = stats.timeInState[scene] ?? []
            for index in states.indices {
                html +=
                    "<td class=\"num\">\(index < times.count ? TraceTime(microseconds: times[index]).description : "0.000")</td>"
            }
            html += "</tr>\n"
        }
        if scenes.count > sceneLimit {
            html += """
                <tr><td colspan=\"\(states.count + 2)\">… and \(scenes.count - sceneLimit) more scenes (lifeline \
                stats lists them all)</td></tr>\n
                """
        }
        return html + "</tbody></table></div>\n"
    }

    /// The ten most frequent pairs, most frequent first, ties in catalogue order.
    private static func followsTable(_ stats: TraceStats) -> String {
        let n = Callback.allCases.count
        var pairs: [(count: Int, a: Int, b: Int)] = []
        for a in 0..<n {
            for b in 0..<n where stats.follows[a * n + b] > 0 { pairs.append((stats.follows[a * n + b], a, b)) }
        }
        guard !pairs.isEmpty else { return "" }
        pairs.sort { ($1.count, $0.a, $0.b) < ($0.count, $1.a, $1.b) }
        var html = """
            <div class=\"stat\"><table><caption>Directly follows (per scene; app delegate per \
            process)</caption><thead><tr><th>count</th><th>callback</th><th>then</th></tr></thead><tbody>\n
            """
        for pair in pairs.prefix(10) {
            html += """
                <tr><td \
                class=\"num\">\(pair.count)</td><td><code>\(Callback.allCases[pair.a].swiftName)</code></td><td><code>\(Callback.allCases[pair.b].swiftName)</code></td></tr>\n
                """
        }
        return html + "</tbody></table></div>\n"
    }

    /// `S2` before `S10`: by length, then by text.
    private static func sceneOrder(_ a: String, _ b: String) -> Bool { (a.count, a) < (b.count, b) }
}
