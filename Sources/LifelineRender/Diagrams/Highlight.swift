import LifelineModel

/// A finding to paint on a drawing: the checker's violations, in a shape the renderer owns so
/// that it does not depend on the checker (LifelineTeach maps one to the other).
public struct Highlight: Sendable, Hashable {
    /// The `seq` of the event the finding is about.
    package var seq: Int
    /// The rule's id, drawn next to the event or edge (`APP-ORDER-001`).
    package var ruleID: String
    package var severity: Severity
    /// One sentence, shown as a tooltip or a note.
    package var message: String

    package init(seq: Int, ruleID: String, severity: Severity, message: String) {
        self.seq = seq
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
    }
}
