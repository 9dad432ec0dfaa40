import LifelineModel

/// Every way a console line may name a life-cycle callback, looked up straight from bytes.
///
/// Spellings: the Swift one `print(#function)` prints, the Objective-C selector
/// `NSStringFromSelector(_cmd)` prints, the model's bare names (`didFinishLaunchingWithOptions`)
/// and, for methods whose bare name would be too generic, the Swift base name or argument label
/// people print by hand (`willConnectTo`, `stateRestorationActivity`). A spelling two callbacks
/// share is dropped rather than guessed.
///
/// An open-addressing table over the bytes, so that the common case, a line that is not a
/// callback, costs one hash and one probe and builds no `String`.
struct CallbackSpellings {
    private var keys: [[UInt8]?]
    private var values: [Callback]
    private let mask: Int
    /// Length bounds of every key: longer or shorter tokens are rejected without hashing.
    let shortest: Int
    let longest: Int

    static let shared = CallbackSpellings()

    init() {
        var spellings: [String: Callback] = [:]
        var ambiguous: Set<String> = []
        func add(_ name: String, _ callback: Callback) {
            if let existing = spellings[name], existing != callback { ambiguous.insert(name) }
            spellings[name] = callback
        }
        // Too generic to stand alone on a console line.
        let generic: Set<String> = ["open", "continue", "application", "scene", "windowScene"]
        for entry in CallbackCatalogue.entries {
            add(entry.swiftName, entry.callback)
            add(entry.selector, entry.callback)
            for bare in entry.bareNames where !generic.contains(bare) { add(bare, entry.callback) }
            for alias in CallbackSpellings.aliases(of: entry.swiftName) where !generic.contains(alias) && alias.count >= 8 {
                add(alias, entry.callback)
            }
        }
        for name in ambiguous { spellings[name] = nil }

        var size = 64
        while size < spellings.count * 4 { size *= 2 }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: .willFinishLaunching, count: size)
        mask = size - 1
        var low = Int.max, high = 0
        // Sorted, so that the table's layout (and any tie) is the same on every run.
        for (name, callback) in spellings.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(name.utf8)
            low = min(low, bytes.count)
            high = max(high, bytes.count)
            var slot = CallbackSpellings.hash(bytes.withUnsafeBufferPointer { $0 }) & mask
            while keys[slot] != nil { slot = (slot + 1) & mask }
            keys[slot] = bytes
            values[slot] = callback
        }
        shortest = low
        longest = high
    }

    /// The Swift base name (`sceneDidBecomeActive`, `stateRestorationActivity`) and the first
    /// argument label after `_:` (`willConnectTo`, `configurationForConnecting`).
    static func aliases(of swiftName: String) -> [String] {
        guard let paren = swiftName.firstIndex(of: "(") else { return [] }
        var names = [String(swiftName[..<paren])]
        let labels = swiftName[swiftName.index(after: paren)...].split(separator: ":")
        if labels.first == "_", labels.count > 1 { names.append(String(labels[1])) }
        return names
    }

    /// The callback `token` spells, if any.
    func lookup(_ token: UnsafeBufferPointer<UInt8>) -> Callback? {
        guard token.count >= shortest, token.count <= longest else { return nil }
        var slot = CallbackSpellings.hash(token) & mask
        while let key = keys[slot] {
            if key.count == token.count, key.withUnsafeBufferPointer({ $0.elementsEqual(token) }) { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a, 64-bit: cheap and good enough for a table of a hundred names.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
