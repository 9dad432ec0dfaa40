import LifelineModel

/// What the follower's verdict says of one event, in a sentence, when it is more than "an
/// edge of the model": a move the trace did not show, a device variant, a move no reading
/// allows. `explain` prints it, so that it says what `check` and `render` say of the event.
enum JudgementSentence {
    /// The sentence for `step`, or nil when every move it makes is a documented edge.
    static func of(_ step: FollowStep, index: MachineIndex) -> String? {
        var parts: [String] = []
        if let prelude = step.scenePrelude { parts.append(unseen(prelude, machine: index.scene)) }
        if let move = step.app { parts += judged(move, machine: index.app) }
        // A move through an unshown edge is told by its prelude.
        if let move = step.scene, step.scenePrelude?.verdict.isVariant != true {
            parts += judged(move, machine: index.scene)
        }
        if let move = step.phase { parts += judged(move, machine: index.phase) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// A move that had to come first and that the trace does not show.
    private static func unseen<State>(_ move: Move<State>, machine: CompiledMachine<State>) -> String {
        let what = "\(move.trigger.label) (\(move.from?.rawValue ?? "?") → \(move.to?.rawValue ?? "?"))"
        if case .variant = move.verdict, let row = machine.unshown.first(where: { $0.trigger == move.trigger }) {
            return
                "Not shown before it: \(what), which some reports leave out (\(row.variant ?? "a device variant"), \(row.citation.basis.rawValue) §\(row.citation.section))."
        }
        return "Not shown before it: \(what), a move this trace cannot show."
    }

    /// A move taken only by a weaker edge, or by none.
    private static func judged<State>(_ move: Move<State>, machine: CompiledMachine<State>) -> [String] {
        switch move.verdict {
        case .legal, .unjudged:
            return []
        case .variant(let basis):
            guard let from = move.from else { return [] }
            let row = machine.machine.edges(from: from, on: move.trigger, profile: machine.profile)
                .first { $0.citation.basis != .documented && $0.to == move.to }
            let name = row?.variant.map { ": \($0)" } ?? ""
            return ["A device variant\(name) (\(basis.rawValue) §\(row?.citation.section ?? "8"))."]
        case .illegal:
            return [
                """
                ✗ Not in the \(machine.machine.kind.rawValue) model for \(machine.profile.rawValue): no state the \
                trace allows has this edge.
                """
            ]
        }
    }
}

extension Verdict {
    /// Whether the move is legal only through a weaker edge.
    var isVariant: Bool {
        if case .variant = self { return true }
        return false
    }
}
