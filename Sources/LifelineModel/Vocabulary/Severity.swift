/// How loud a finding is: the one severity of every part of Lifeline that reports or paints
/// one (the checker's violations, a scan's findings, the drawings and the report). The names
/// are SARIF's levels.
///
/// Derived from the basis of the fact a finding rests on: an error only for what Apple
/// documents, a warning for what people observed, nothing for what is unsure.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    /// Inventory, not work: what a scan found and where UIKit delivers it. The checker never
    /// reports a note.
    case note
    case warning
    case error

    /// The severity a fact of `basis` earns; nil for UNSURE facts, which are never reported.
    public init?(basis: FactBasis) {
        switch basis {
        case .documented: self = .error
        case .observed: self = .warning
        case .unsure: return nil
        }
    }

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Notes sort before warnings, warnings before errors.
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
