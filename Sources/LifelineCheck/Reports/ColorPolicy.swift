/// When a report is coloured: the `--color auto|always|never` choice and no-color.org's rule.
package enum ColorPolicy: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to colour: `auto` colours a terminal unless `NO_COLOR` holds a non-empty value
    /// (no-color.org: "when present and not an empty string"); an empty one does not count.
    package func colors(noColor: String?, isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (noColor ?? "").isEmpty
        }
    }
}
