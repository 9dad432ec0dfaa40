/// Names scene objects `S1`, `S2`, … from a counter, in order of first appearance, and never
/// gives one name to two objects.
///
/// An object's address is not an identity: UIKit frees a disconnected `UIScene`, and the next
/// scene may be allocated at the same address, so `ObjectIdentifier` alone would call three
/// distinct scenes `S1`. Each name is held with a weak reference to its object: when the
/// object is gone the reference reads nil, and a new object at the old address gets a new name.
struct SceneIdentity {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var count = 0
    // Entries of freed objects are swept when the table doubles, so it stays as small as the
    // number of live scenes (times two) however many come and go.
    private var sweepAt = 64

    /// The last scene named, for events that name none.
    private(set) var last: String?

    /// The name of `object`, a new one if it has none or if its address was another object's.
    mutating func name(of object: AnyObject) -> String {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object {
            last = entry.name
            return entry.name
        }
        count += 1
        let name = "S\(count)"
        entries[key] = Entry(object: object, name: name)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        last = name
        return name
    }

    /// How many objects the table holds, freed ones not yet swept included.
    var tableSize: Int { entries.count }

    /// The last scene named, or `S1` when there was none (an app with one window).
    var current: String { last ?? "S1" }
}
