import LifelineSupport
import LifelineTrace

/// A fault `--mutate` injects into a trace, to test checkers: the result is a wrong trace whose
/// header says exactly what changed (`mutations`).
public enum Mutation: Equatable, Sendable {
    /// Remove one callback.
    case drop
    /// Repeat one callback right after itself.
    case duplicate
    /// Exchange one callback with the next callback.
    case swap
    /// Move one callback `N` events later.
    case delay(Int)

    /// Parses `drop`, `duplicate`, `swap`, `delay` or `delay:N`.
    public static func parse(_ text: String) throws(Diagnostic) -> Mutation {
        switch text {
        case "drop": return .drop
        case "duplicate": return .duplicate
        case "swap": return .swap
        case "delay": return .delay(3)
        default:
            if text.hasPrefix("delay:"), let n = Int(text.dropFirst(6)), n > 0 { return .delay(n) }
            throw Diagnostic(
                file: "--mutate", line: 1, column: 1,
                "unknown mutation '\(text)' (expected drop, duplicate, swap, delay or delay:N with N > 0)")
        }
    }

    /// Chooses where to apply the mutation among a run's callbacks, from `seed`.
    func plan(_ located: CallbackLocator, seed: UInt64) throws(Diagnostic) -> MutationPlan {
        var rng = SplitMix64(seed: seed)
        let callbacks = located.callbacks
        let needed = self == .swap ? 2 : 1
        guard callbacks.count >= needed else {
            throw Diagnostic(file: "--mutate", line: 1, column: 1, "the trace has too few callbacks to \(self.name)")
        }
        let pick = rng.below(callbacks.count - (needed - 1))
        let target = callbacks[pick]
        switch self {
        case .drop, .duplicate:
            return MutationPlan(
                mutation: self, index: target.index, other: target.index, method: target.method,
                otherMethod: nil, total: located.count)
        case .swap:
            let next = callbacks[pick + 1]
            return MutationPlan(
                mutation: self, index: target.index, other: next.index, method: target.method,
                otherMethod: next.method, total: located.count)
        case .delay(let n):
            let moved = min(n, located.count - 1 - target.index)
            return MutationPlan(
                mutation: .delay(moved), index: target.index, other: target.index + moved,
                method: target.method, otherMethod: nil, total: located.count)
        }
    }

    var name: String {
        switch self {
        case .drop: return "drop"
        case .duplicate: return "duplicate"
        case .swap: return "swap"
        case .delay: return "delay"
        }
    }
}

/// Where a mutation applies: 0-based event indexes in the unmutated run.
struct MutationPlan {
    var mutation: Mutation
    /// The callback mutated.
    var index: Int
    /// swap: the other callback; delay: the index of the last event it is moved past.
    var other: Int
    var method: String
    var otherMethod: String?
    var total: Int

    /// The header's `mutations` entry; seqs are those of the mutated trace.
    var json: JSONValue {
        let seq = index + 1
        var members: [(key: String, value: JSONValue)] = [("op", .string(mutation.name))]
        switch mutation {
        case .drop:
            members.append(("seq", .number(String(seq))))
        case .duplicate:
            members.append(("seqs", .array([.number(String(seq)), .number(String(seq + 1))])))
        case .swap:
            members.append(("seqs", .array([.number(String(seq)), .number(String(other + 1))])))
        case .delay(let n):
            members.append(("seq", .number(String(seq + n))))
            members.append(("from", .number(String(seq))))
            members.append(("by", .number(String(n))))
        }
        members.append(("method", .string(method)))
        if let otherMethod { members.append(("with", .string(otherMethod))) }
        return .object(members)
    }

    /// Where an unmutated event's seq lands in the mutated trace (for `cause` fields).
    func newSeq(_ s: Int) -> Int {
        let k = index + 1, j = other + 1
        switch mutation {
        case .drop: return s > k ? s - 1 : s
        case .duplicate: return s > k ? s + 1 : s
        case .swap: return s == k ? j : s == j ? k : s
        case .delay(let n): return s == k ? k + n : (s > k && s <= k + n ? s - 1 : s)
        }
    }
}

/// Applies a `MutationPlan` while the run streams through: buffers at most the events between
/// the mutated callback and where it lands.
final class MutatingSink: TraceSink {
    private let inner: TraceSink
    private let plan: MutationPlan
    private var index = 0
    private var seq = 0
    private var lastTime = TraceTime.zero
    private var held: TraceEvent?
    private var buffer: [TraceEvent] = []

    init(_ inner: TraceSink, plan: MutationPlan) {
        self.inner = inner
        self.plan = plan
    }

    func write(_ event: TraceEvent) throws(Diagnostic) {
        defer { index += 1 }
        switch plan.mutation {
        case .drop:
            if index != plan.index { try out(event) }
        case .duplicate:
            try out(event)
            if index == plan.index { try out(event) }
        case .swap:
            if index == plan.index {
                held = event
            } else if index == plan.other, let first = held {
                try out(event)
                for buffered in buffer { try out(buffered) }
                try out(first)
                held = nil
                buffer = []
            } else if held != nil {
                buffer.append(event)
            } else {
                try out(event)
            }
        case .delay:
            if index == plan.index {
                held = event
                if plan.other == plan.index { try flush() }
            } else {
                try out(event)
                if index == plan.other { try flush() }
            }
        }
    }

    /// Writes whatever is still held (a trace that ended early).
    func finish() throws(Diagnostic) { try flush() }

    private func flush() throws(Diagnostic) {
        for buffered in buffer { try out(buffered) }
        buffer = []
        if let first = held { try out(first) }
        held = nil
    }

    private func out(_ event: TraceEvent) throws(Diagnostic) {
        var event = event
        seq += 1
        event.seq = seq
        if lastTime < event.time { lastTime = event.time } else { event.time = lastTime }
        if let cause = event.cause { event.cause = plan.newSeq(cause) }
        try inner.write(event)
    }
}
