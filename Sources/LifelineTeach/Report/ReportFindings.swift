import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineTrace

/// The report's first pass: the checker's violations, and which machine the state diagram
/// should show.
struct ReportFindings {
    var violations: [Violation] = []
    var errorCount = 0
    var warningCount = 0
    /// Rule ids and worst severity per line of the trace, for the event list.
    var byLine: [Int: (rules: [String], severity: Highlight.Severity)] = [:]
    /// The machine the state diagram draws: the app's for ios12; the scenes' unless the trace
    /// shows only SwiftUI phases (a SwiftUI app with no scene delegate), then the phases'.
    var machine: MachineKind = .app
    /// The delegates the trace shows, for the app's state as `lifeline explain` follows it.
    var adoption: DelegateAdoption

    init(_ input: ReportInput, profile: Profile) throws(Diagnostic) {
        var options = CheckerOptions()
        options.profile = profile
        let checker = try Checker(header: input.header, file: input.displayName, options: options)
        var sceneSteps = 0, phaseSteps = 0
        var receivers = Set<Receiver>()
        var follower = TraceFollower<String>(profile: profile, showsSilentChanges: input.header.showsSilentChanges)
        try input.forEach { event, _, line throws(Diagnostic) in
            checker.consume(event, line: line)
            if event.kind == .callback, let receiver = event.receiver { receivers.insert(receiver) }
            let step = follower.step(FollowInput(event))
            if step.scene != nil { sceneSteps += 1 }
            if step.phase != nil { phaseSteps += 1 }
        }
        adoption = DelegateAdoption(profile: profile, seen: receivers)
        let result = checker.finish()
        violations = result.violations
        errorCount = result.errorCount
        warningCount = result.warningCount
        for violation in violations {
            let severity: Highlight.Severity = violation.severity == .error ? .error : .warning
            var entry = byLine[violation.line] ?? ([], severity)
            if !entry.rules.contains(violation.ruleID) { entry.rules.append(violation.ruleID) }
            if severity == .error { entry.severity = .error }
            byLine[violation.line] = entry
        }
        if profile.usesScenes { machine = sceneSteps == 0 && phaseSteps > 0 ? .phase : .scene }
    }

    /// The violations as the renderer paints them.
    var highlights: [Highlight] {
        violations.map {
            Highlight(seq: $0.seq, ruleID: $0.ruleID, severity: $0.severity == .error ? .error : .warning, message: $0.message)
        }
    }
}
