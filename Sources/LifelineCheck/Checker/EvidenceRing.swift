import LifelineModel

/// The last few events of one scene (or of the app), as integers: what a violation shows as
/// evidence. Fixed size and allocation-free per event; text is built only when reporting.
struct EvidenceRing {
    static let capacity = 4

    struct Entry {
        var line = 0
        var seq = 0
        var kind: UInt8 = 0  // EventKind index
        var code: Int16 = -1  // callback raw value, notification raw value or silent index
        var from: Int8 = -1  // state index in the receiver's machine
        var to: Int8 = -1
    }

    private var entries = (Entry(), Entry(), Entry(), Entry())
    private var count = 0

    mutating func append(_ entry: Entry) {
        switch count % Self.capacity {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        default: entries.3 = entry
        }
        count += 1
    }

    /// Oldest first.
    var recent: [Entry] {
        let all = [entries.0, entries.1, entries.2, entries.3]
        let n = min(count, Self.capacity)
        return (0..<n).map { all[(count - n + $0) % Self.capacity] }
    }

    mutating func reset() { count = 0 }
}

extension EvidenceRing.Entry {
    static let kinds = EventKind.allCases

    /// Renders the entry for a report; `sceneStates` says which state vocabulary from/to use.
    func text(scene: String?, sceneStates: Bool) -> String {
        let kind = Self.kinds[Int(kind)]
        var out: String
        switch kind {
        case .callback:
            out = Callback(rawValue: Int(code))?.swiftName ?? "callback"
        case .notification:
            out = LifecycleNotification(rawValue: Int(code))?.name ?? "notification"
        case .state:
            let silent = SilentTransition.allCases
            out = "(\(code >= 0 && Int(code) < silent.count ? silent[Int(code)].rawValue : "state"))"
        default:
            out = kind.rawValue
        }
        if let scene { out += " on \(scene)" }
        if from >= 0 || to >= 0 {
            func name(_ i: Int8) -> String {
                guard i >= 0 else { return "?" }
                return sceneStates ? SceneActivationState.allCases[Int(i)].rawValue : AppState.allCases[Int(i)].rawValue
            }
            out += ": \(name(from)) → \(name(to))"
        }
        return out
    }
}
