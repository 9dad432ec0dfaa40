/// How much of a legend a trace diagram carries (`lifeline render --legend`).
///
/// A legend that explains every colour the model could use was a third of the README's
/// picture; the compact one names only what the drawing shows, in a strip under the title,
/// so it never makes the drawing wider than its states and transitions.
public enum LegendDetail: String, Sendable, CaseIterable {
    /// No legend.
    case none
    /// One strip under the title: the states drawn and the kinds of line drawn, in a word each.
    case compact
    /// A table beside the drawing, a sentence per colour and style.
    case full
}
