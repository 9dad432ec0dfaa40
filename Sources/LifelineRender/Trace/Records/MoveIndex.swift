import LifelineModel

/// The distinct moves (from, trigger, to) a tracker has made, numbered in order of first
/// sight, each with whether the machine's table has it: a consumer then counts a move by its
/// number, and the table is searched once per distinct move rather than once per event.
struct MoveIndex {
    struct Entry {
        var from: Int
        var trigger: Trigger
        var to: Int
        var allowed: Bool
    }

    private(set) var entries: [Entry] = []
    /// Entry + 1 (0: none) by `(code × width + from) × width + to`, for states below `width`
    /// (every machine's own vocabulary); moves with other states go to `others`.
    private let codes = TriggerCodes()
    private var slots: [Int32]
    private var others: [Key: Int] = [:]
    private static let width = 8

    private struct Key: Hashable {
        var from: Int
        var code: Int
        var to: Int
    }

    init() { slots = [Int32](repeating: 0, count: codes.count * Self.width * Self.width) }

    subscript(id: Int) -> Entry { entries[id] }

    /// The number of the move, if it has been made before.
    @inline(__always)
    func id(from: Int, trigger: Trigger, to: Int) -> Int? {
        guard let slot = Self.slot(from: from, code: codes.code(trigger), to: to) else {
            return others[Key(from: from, code: codes.code(trigger), to: to)]
        }
        let found = Int(slots[slot])
        return found > 0 ? found - 1 : nil
    }

    /// Numbers a move not made before, with whether the table has it.
    mutating func add(from: Int, trigger: Trigger, to: Int, allowed: Bool) -> Int {
        entries.append(Entry(from: from, trigger: trigger, to: to, allowed: allowed))
        if let slot = Self.slot(from: from, code: codes.code(trigger), to: to) {
            slots[slot] = Int32(entries.count)
        } else {
            others[Key(from: from, code: codes.code(trigger), to: to)] = entries.count - 1
        }
        return entries.count - 1
    }

    @inline(__always)
    private static func slot(from: Int, code: Int, to: Int) -> Int? {
        guard from < width, to < width else { return nil }
        return (code * width + from) * width + to
    }
}
