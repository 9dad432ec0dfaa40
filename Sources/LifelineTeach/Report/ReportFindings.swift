import LifelineCheck
import LifelineModel

/// The checker's findings, as the report lists them, with the machine its state diagram shows.
struct ReportFindings {
    var violations: [Violation] = []
    var errorCount = 0
    var warningCount = 0
    /// Rule ids and worst severity per line of the trace, for the event list.
    var byLine: [Int: (rules: [String], severity: Severity)] = [:]
    /// The machine the state diagram draws (`ReportDrawings.machine`).
    var machine: MachineKind
    /// The delegates the trace shows, for the app's state as `lifeline explain` follows it.
    var adoption: DelegateAdoption

    init(_ result: CheckResult, drawings: ReportDrawings, profile: Profile) {
        violations = result.violations
        errorCount = result.errorCount
        warningCount = result.warningCount
        machine = drawings.machine
        adoption = DelegateAdoption(profile: profile, seen: drawings.receivers)
        for violation in violations {
            var entry = byLine[violation.line] ?? ([], violation.severity)
            if !entry.rules.contains(violation.ruleID) { entry.rules.append(violation.ruleID) }
            entry.severity = max(entry.severity, violation.severity)
            byLine[violation.line] = entry
        }
    }
}
