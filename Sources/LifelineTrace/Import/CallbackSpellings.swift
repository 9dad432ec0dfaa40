#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
/// callback, costs a table look-up of its first byte (or one hash and one probe) and builds no
/// `String`. The keys' bytes sit one after another in one array, so a probe touches no
/// reference counts.
struct CallbackSpellings {
    /// Every key's bytes, one after another.
    private var keyBytes: [UInt8] = []
    /// Per slot: where its key starts in `keyBytes`, and its length (0: an empty slot).
    private var keyStart: [Int]
    private var keyLength: [Int]
    private var values: [Callback]
    private let mask: Int
    /// Bit `b % 64` of word `b / 64` is set when some key starts with byte `b`: most noise is
    /// rejected by its first byte (`ViewController …`, `Lifeline: …`, timestamps).
    private var firstBytes: [UInt64] = [0, 0, 0, 0]
    /// Length bounds of every key: longer or shorter tokens are rejected without hashing.
    let shortest: Int
    let longest: Int

    static let shared = CallbackSpellings()

    /// Who receives each callback, by `Callback.rawValue`: `Callback.receiver` copies the
    /// whole catalogue entry, once per line is too often.
    static let receivers = Callback.allCases.map(\.receiver)

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
        keyStart = Array(repeating: 0, count: size)
        keyLength = Array(repeating: 0, count: size)
        values = Array(repeating: .willFinishLaunching, count: size)
        mask = size - 1
        var low = Int.max, high = 0
        // Sorted, so that the table's layout (and any tie) is the same on every run.
        for (name, callback) in spellings.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(name.utf8)
            low = min(low, bytes.count)
            high = max(high, bytes.count)
            guard let first = bytes.first else { continue }
            var slot = bytes.withUnsafeBufferPointer { CallbackSpellings.hash($0) } & mask
            while keyLength[slot] != 0 { slot = (slot + 1) & mask }
            keyStart[slot] = keyBytes.count
            keyLength[slot] = bytes.count
            keyBytes += bytes
            values[slot] = callback
            firstBytes[Int(first >> 6)] |= 1 << UInt64(first & 63)
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
        guard token.count >= shortest, token.count <= longest, let base = token.baseAddress else { return nil }
        let first = base[0]
        guard firstBytes[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0 else { return nil }
        var slot = CallbackSpellings.hash(token) & mask
        return keyBytes.withUnsafeBufferPointer { keys -> Callback? in
            guard let keysBase = keys.baseAddress else { return nil }
            while keyLength[slot] != 0 {
                if keyLength[slot] == token.count, memcmp(keysBase + keyStart[slot], base, token.count) == 0 { return values[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The length and the first and last eight bytes, mixed: every spelling differs from the
    /// others there or in length often enough for a table of a hundred names, and a collision
    /// only costs a probe. Byte by byte (FNV-1a) below eight bytes.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var h: UInt64
        if bytes.count >= 8 {
            let raw = UnsafeRawPointer(base)
            let head = raw.loadUnaligned(as: UInt64.self)
            let tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            h = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
        } else {
            h = 0xcbf2_9ce4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        }
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
