import LifelineModel
import LifelineTrace

extension TraceStats {
    /// A plain-text report, sorted for deterministic output.
    public func text(file: String) -> String {
        var out = ""
        write(file: file) { out += $0 }
        return out
    }

    /// The report of `text(file:)`, handed to `sink` in pieces of about 64 KB that end at line
    /// ends: a trace with hundreds of thousands of scenes has a report of megabytes, which
    /// need not be held whole.
    package func write<Failure: Error>(file: String, to sink: (String) throws(Failure) -> Void) throws(Failure) {
        var out = StatsTextBuffer()
        out.append("\(file): \(eventCount) events\n\ncallbacks\n")
        for callback in Callback.allCases where callbackCounts[callback.rawValue] > 0 {
            out.line(callbackCounts[callback.rawValue], callback.swiftName)
        }
        out.append("\nreceivers\n")
        let receivers = receiverCounts
        for receiver in Receiver.allCases { out.line(receivers[receiver] ?? 0, receiver.rawValue) }
        out.append(
            "\nscenes (callbacks; seconds in unattached, foregroundInactive, foregroundActive, background, suspended)\n"
        )
        for slot in sortedSceneSlots().lazy.map(\.slot) {
            let tally = tallies[slot]
            out.append("  ")
            out.paddedID(scenes.ids[slot], 6)
            out.append(" ")
            out.padded(tally.callbacks, 6)
            out.append("  ")
            if tally.timed {
                for (index, state) in SceneActivationState.allCases.enumerated() {
                    if index > 0 { out.append(" ") }
                    out.time(tally.time[state.slot])
                }
            }
            out.append("\n")
            if out.isFull { try sink(out.take()) }
        }
        if appTimeInState.contains(where: { $0 != 0 }) {
            out.append("\napp (seconds in notRunning, inactive, active, background, suspended)\n  ")
            for (index, time) in appTimeInState.enumerated() {
                if index > 0 { out.append(" ") }
                out.time(time)
            }
            out.append("\n")
        }
        if appPhaseTime.contains(where: { $0 != 0 }) {
            out.append("\napp-level scenePhase (seconds in active, inactive, background)\n  ")
            for (index, time) in appPhaseTime.enumerated() {
                if index > 0 { out.append(" ") }
                out.time(time)
            }
            out.append("\n")
        }
        out.append("\ndirectly follows\n")
        let n = Self.callbackCount
        for a in 0..<n {
            for b in 0..<n where follows[a * n + b] > 0 {
                out.line(follows[a * n + b], "\(Callback.allCases[a].swiftName) → \(Callback.allCases[b].swiftName)")
            }
        }
        try sink(out.take())
    }

    /// The scenes the report lists, in `sceneOrder` of their ids. Each id is split into prefix
    /// and number once, not once per comparison: with many scenes the splitting would cost
    /// more than the rest of the report.
    private func sortedSceneSlots() -> [SceneSortKey] {
        var keys: [SceneSortKey] = []
        // Exactly as many as may be needed: growing by doubling would hold two copies at once.
        keys.reserveCapacity(tallies.count - 1)
        for slot in tallies.indices.dropFirst() where tallies[slot].callbacks > 0 || tallies[slot].timed {
            keys.append(SceneSortKey(slot: slot, id: scenes.ids[slot]))
        }
        let ids = scenes.ids
        // The same comparisons as `sceneOrder` on the ids, over the same first-seen order.
        keys.sort { a, b in
            if a.number >= 0, b.number >= 0, a.prefixLength == b.prefixLength,
                ids[a.slot].utf8.prefix(a.prefixLength).elementsEqual(ids[b.slot].utf8.prefix(b.prefixLength))
            {
                return a.number < b.number
            }
            return ids[a.slot] < ids[b.slot]
        }
        return keys
    }
}

/// A scene id split as `sceneOrder` splits it: the length in bytes of the text before the
/// number, and the number (-1 if the rest is not one).
private struct SceneSortKey {
    var number: Int
    var prefix: Int32
    var slotIndex: Int32

    init(slot: Int, id: String) {
        let (prefix, number) = splitNumber(id)
        self.number = number ?? -1
        self.prefix = Int32(truncatingIfNeeded: prefix.count)
        slotIndex = Int32(truncatingIfNeeded: slot)
    }

    var slot: Int { Int(slotIndex) }
    var prefixLength: Int { Int(prefix) }
}

/// S2 before S10: ids that are a prefix and a number sort by the number.
func sceneOrder(_ a: String, _ b: String) -> Bool {
    let (pa, na) = splitNumber(a), (pb, nb) = splitNumber(b)
    if let na, let nb, pa.elementsEqual(pb) { return na < nb }
    return a < b
}

/// The text before the first ASCII digit, and the number from there to the end (if it is one).
private func splitNumber(_ s: String) -> (Substring.UTF8View, Int?) {
    let utf8 = s.utf8
    let digits = utf8.firstIndex { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? utf8.endIndex
    return (s[..<digits].utf8, Int(s[digits...]))
}
