import LifelineModel

/// One earlier event shown as evidence under a violation: where it is and what it was.
package struct EvidenceLine: Sendable, Equatable {
    package var line: Int
    package var seq: Int
    /// `sceneWillEnterForeground(_:) S2 unattached → foregroundInactive`.
    package var text: String
}

/// One broken rule at one event: what the renderer paints and what reports print.
public struct Violation: Sendable, Equatable {
    /// `LC301`, or a user rule's id.
    public var ruleID: String
    /// Error, warning or note: from the basis of the fact the rule rests on.
    public var severity: Severity
    /// The `seq` of the offending event (0 when the violation is about the end of the trace).
    package var seq: Int
    /// The 1-based line of the offending event in the trace file.
    public var line: Int
    /// One sentence: what happened and what was expected.
    public var message: String
    /// The scene it concerns, if any.
    package var scene: String?
    /// The session it concerns, if any.
    package var session: String?
    /// The URL the rule cites.
    public var citation: String
    /// The section of the cited document (`lifecycle-facts.md §2.1`).
    package var section: String
    /// The events before it that explain it (the scene's or the process's last few).
    package var evidence: [EvidenceLine]
    /// The offending event as a trace line (what the text report quotes), when known.
    package var source: String?
    /// Findings that followed from this one (same scene, same root cause) and were folded
    /// into it: "and N follow-on findings".
    package var followOn = 0

    package init(
        ruleID: String, severity: Severity, seq: Int, line: Int, message: String, scene: String? = nil,
        session: String? = nil, citation: String, section: String, evidence: [EvidenceLine] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.seq = seq
        self.line = line
        self.message = message
        self.scene = scene
        self.session = session
        self.citation = citation
        self.section = section
        self.evidence = evidence
    }
}

/// How one rule fared over one trace: "held in 37 of 40 scenes; vacuous in 3".
package struct RuleTally: Sendable, Equatable {
    package var ruleID: String
    package var scope: RuleScope
    /// Scope instances seen (scenes, runs, sessions, traces).
    package var instances = 0
    /// Instances where the rule had something to check.
    package var activated = 0
    /// Instances with at least one violation.
    package var violated = 0
    /// Violations found (reported or not).
    package var violations = 0
    /// Why the rule was not checked at all, when it was not (imported log without a callback it needs).
    package var skippedBecause: String?

    /// Instances where it held (vacuously or not).
    package var held: Int { instances - violated }
    /// Instances where it held only because nothing triggered it.
    package var vacuous: Int { instances - activated }
}

/// The result of checking one trace.
public struct CheckResult: Sendable {
    /// The file as the user named it.
    package var file: String
    /// The profile the trace was checked under.
    public var profile: Profile
    /// Violations, in trace order (at most `CheckerOptions.maxReported`).
    public var violations: [Violation]
    /// Violations found beyond `maxReported`, counted but not kept.
    package var unreported = 0
    /// Per rule, in catalogue order then user rules.
    package var tallies: [RuleTally]
    /// Events read.
    public var eventCount = 0
    /// What the report says of how the trace was read (a profile inferred from its events).
    package var notes: [String] = []

    /// How many violations are errors.
    public var errorCount: Int { violations.filter { $0.severity == .error }.count }
    /// How many violations are warnings.
    public var warningCount: Int { violations.filter { $0.severity == .warning }.count }
}
