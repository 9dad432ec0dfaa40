/// A string of a trace, interned: a table and a position in it, so that an `EventRecord`
/// holds integers only and copying it costs no reference counting.
///
/// A symbol means its string only while its table's generation lasts (`TraceSymbols`): the
/// tables are bounded, and one that fills up starts over. Resolve a symbol while handling
/// its event, or cache what it means keyed by `TraceSymbols.identifierGeneration`.
///
/// A symbol carries the generation it was made in, and `TraceSymbols` checks it: a symbol kept
/// past its table's start-over resolves to nil (`string(_:)`) and no traits, never to another
/// string or to storage the table has released.
public struct Symbol: Hashable, Sendable {
    /// The table in the top two bits, the generation (modulo 2³⁰) in the next thirty, the
    /// position in the low thirty-two; all ones is `none`.
    public let rawValue: UInt64

    /// The field is absent.
    public static let none = Symbol(rawValue: .max)

    @inlinable package init(rawValue: UInt64) { self.rawValue = rawValue }

    init(_ table: Table, _ index: Int, generation: Int) {
        rawValue =
            UInt64(table.rawValue) << 62 | (UInt64(truncatingIfNeeded: generation) & Symbol.generationMask) << 32
            | UInt64(truncatingIfNeeded: index) & 0xFFFF_FFFF
    }

    static let generationMask: UInt64 = 0x3FFF_FFFF

    /// The generation of its table the symbol was made in (modulo 2³⁰).
    var generation: UInt64 { rawValue >> 32 & Symbol.generationMask }

    @inlinable package var isNone: Bool { rawValue == .max }

    /// Which of `TraceSymbols`' tables holds the string.
    enum Table: UInt32 {
        /// Names the model knows (kinds, methods, states, notifications) and action names.
        case vocabulary = 0
        /// Scene ids, sessions and views: many, each repeated while its scene lives.
        case identifier = 1
        /// Free text (`value`, `detail`): rarely repeated.
        case text = 2
    }

    var table: Table { Table(rawValue: UInt32(truncatingIfNeeded: rawValue >> 62)) ?? .text }

    /// The position in its table (below the table's capacity), for a consumer that keeps a
    /// flat array per symbol instead of a dictionary (`SymbolCache`); `Int.max` for `none`,
    /// so that no such array has a place for it.
    @inlinable package var position: Int { isNone ? Int.max : Int(rawValue & 0xFFFF_FFFF) }
}
