/// The findings to paint, by event `seq`, as the renderers look them up while they read.
///
/// A reference type so that the command line can fill it *during* the renderer's own pass
/// (a checker fed by the same reader adds each violation as the event that causes it goes by),
/// which draws a checked trace in one read instead of two. It is filled and read on the
/// reading thread only; `@unchecked Sendable` only lets `RenderOptions` stay `Sendable`.
package final class HighlightTable: @unchecked Sendable {
    private var bySeq: [Int: [Highlight]] = [:]
    /// The seqs with findings lie in `lowest...highest`: every renderer asks about every
    /// event, almost always one without findings, and most of those fall outside the range
    /// (a checker painting live adds each finding just before its event is asked about).
    private var lowest = Int.max
    private var highest = Int.min

    package init(_ highlights: [Highlight] = []) {
        for highlight in highlights { add(highlight) }
    }

    /// Adds a finding; findings for one seq keep the order they were added in.
    package func add(_ highlight: Highlight) {
        bySeq[highlight.seq, default: []].append(highlight)
        lowest = min(lowest, highlight.seq)
        highest = max(highest, highlight.seq)
    }

    /// The findings for the event with this `seq`, if any.
    @inline(__always)
    package subscript(seq: Int) -> [Highlight]? { seq < lowest || seq > highest ? nil : bySeq[seq] }
}
