#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineModel
import LifelineTrace

/// Every way a console line may name a life-cycle callback, looked up straight from bytes.
///
/// Built from the catalogue (data), never written per method. Spellings:
/// - the Swift one `print(#function)` prints (`application(_:didFinishLaunchingWithOptions:)`)
///   and its shortened forms that keep the first labels (`application(_:continue:)`), or none
///   (`sceneDidBecomeActive()`);
/// - the Objective-C selector `NSStringFromSelector(_cmd)` and `-[Class selector]` print;
/// - bare names people print by hand: a selector's piece (`didFinishLaunchingWithOptions`), the
///   Swift base name or first argument label (`willConnectTo`, `stateRestorationActivity`);
/// - the `application`-glued camel case (`applicationWillFinishLaunchingWithOptions:`,
///   `applicationDidReceiveRemoteNotificationFetchCompletionHandler`).
///
/// A full spelling two callbacks share (`willContinueUserActivityWithType`: app and scene) is
/// kept as *ambiguous*, so that a line naming it is counted as such, never guessed; a shortened
///  form that collides with any other spelling is dropped.
///
/// An open-addressing table over the bytes, so that a word of a console line that is not a
/// callback costs a look-up of its first byte and length (or one hash and one probe) and builds
/// no `String`. The keys' bytes sit one after another in one array.
struct CallbackSpellings {
    /// What a spelling names.
    enum Match: Equatable {
        case callback(Callback)
        /// A spelling of two or more callbacks.
        case ambiguous
        /// A short name (`didEnterBackground`): the app delegate's method, read through the
        /// profile (`ShortName.reading`).
        case short(Callback)
    }

    /// Every key's bytes, one after another.
    private var keyBytes: [UInt8] = []
    /// Per slot: where its key starts in `keyBytes`, and its length (0: an empty slot).
    private var keyStart: [Int]
    private var keyLength: [Int]
    /// Per slot: the callback's raw value, or -1 for an ambiguous spelling; a short name's
    /// has `shortBit` set.
    private var values: [Int16]
    private let mask: Int
    private static let shortBit: Int16 = 0x4000
    /// Bit `b % 64` of word `b / 64` is set when some key starts with byte `b`: most words
    /// of a console line are rejected by their first byte.
    private var firstBytes: [UInt64] = [0, 0, 0, 0]
    /// Length bounds of every key: longer or shorter words are rejected without hashing.
    let shortest: Int
    let longest: Int

    static let shared = CallbackSpellings()

    /// Who receives each callback, by `Callback.rawValue`: `Callback.receiver` copies the
    /// whole catalogue entry, once per line is too often.
    static let receivers = Callback.allCases.map(\.receiver)

    /// Words too generic to stand alone as a callback's name on a console line.
    static let generic: Set<String> = [
        "open", "continue", "application", "scene", "windowScene", "userNotificationCenter",
        "didReceive", "willPresent", "didUpdate"
    ]

    /// The receivers' prefixes that name a dozen methods each (`application(_:…)`).
    static let delegatePrefixes = ["application", "scene", "windowScene", "userNotificationCenter"]

    init() {
        self.init(spellings: CallbackSpellings.table())
    }

    /// Every spelling and what it names.
    /// The delegate callbacks: a view controller's `viewDidLoad()` line names no window, so
    /// the importer leaves those lines counted as unread, as it always has (facts §14).
    static let importable = CallbackCatalogue.entries.filter { $0.declaredBy != .viewController }

    static func table() -> [String: Match] {
        var full: [String: Match] = [:]
        func add(_ name: String, _ callback: Callback, to table: inout [String: Match]) {
            if let existing = table[name], existing != .callback(callback) {
                table[name] = .ambiguous
            } else {
                table[name] = .callback(callback)
            }
        }
        for entry in importable {
            add(entry.swiftName, entry.callback, to: &full)
            add(entry.selector, entry.callback, to: &full)
            for bare in entry.bareNames where !generic.contains(bare) { add(bare, entry.callback, to: &full) }
            for alias in aliases(of: entry.swiftName) where !generic.contains(alias) && alias.count >= 8 {
                add(alias, entry.callback, to: &full)
            }
            for glued in glued(entry.selector) {
                add(glued, entry.callback, to: &full)
                add(glued + ":", entry.callback, to: &full)
            }
        }
        // A glued spelling that another callback's starts with names either: the shorthand
        // `applicationDidReceiveRemoteNotification` is the legacy method's or the
        // fetchCompletionHandler one's, cut short.
        let gluedSpellings = importable.flatMap { entry in glued(entry.selector).map { ($0, entry.callback) } }
        for (short, callback) in gluedSpellings
        where gluedSpellings.contains(where: { $0.1 != callback && $0.0.count > short.count && $0.0.hasPrefix(short) })
        {
            full[short] = .ambiguous
            full[short + ":"] = .ambiguous
        }
        // Shortened forms: only where no full spelling is, and only when one callback has them.
        var shortened: [String: Match] = [:]
        for entry in importable {
            for short in shortenedSwiftNames(entry.swiftName) where full[short] == nil {
                add(short, entry.callback, to: &shortened)
            }
        }
        for (name, match) in shortened where match != .ambiguous { full[name] = match }
        // Short names last: only where no other spelling is.
        for (name, callback) in ShortName.spellings where full[name] == nil { full[name] = .short(callback) }
        return full
    }

    private init(spellings: [String: Match]) {
        var size = 64
        while size < spellings.count * 4 { size *= 2 }
        keyStart = Array(repeating: 0, count: size)
        keyLength = Array(repeating: 0, count: size)
        values = Array(repeating: 0, count: size)
        mask = size - 1
        var low = Int.max, high = 0
        // Sorted, so that the table's layout (and any tie) is the same on every run.
        for (name, match) in spellings.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(name.utf8)
            low = min(low, bytes.count)
            high = max(high, bytes.count)
            guard let first = bytes.first else { continue }
            var slot = bytes.withUnsafeBufferPointer { CallbackSpellings.hash($0) } & mask
            while keyLength[slot] != 0 { slot = (slot + 1) & mask }
            keyStart[slot] = keyBytes.count
            keyLength[slot] = bytes.count
            keyBytes += bytes
            switch match {
            case .callback(let callback): values[slot] = Int16(callback.rawValue)
            case .short(let callback): values[slot] = Int16(callback.rawValue) | CallbackSpellings.shortBit
            case .ambiguous: values[slot] = -1
            }
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

    /// The selector glued to its receiver's prefix, as some apps' log helpers print it:
    /// `application:willFinishLaunchingWithOptions:` → `applicationWillFinishLaunchingWithOptions`.
    static func glued(_ selector: String) -> [String] {
        let pieces = selector.split(separator: ":").map(String.init)
        guard pieces.count > 1, let first = pieces.first, delegatePrefixes.contains(first) else { return [] }
        return [first + pieces.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()]
    }

    /// `application(_:continue:restorationHandler:)` → `application(_:continue:)` (the labels
    /// up to the first that tells it apart are what a hand-written print keeps), and
    /// `sceneDidBecomeActive(_:)` → `sceneDidBecomeActive()`.
    static func shortenedSwiftNames(_ swiftName: String) -> [String] {
        guard let paren = swiftName.firstIndex(of: "(") else { return [] }
        let base = String(swiftName[..<paren])
        let labels = swiftName[swiftName.index(after: paren)...].dropLast().split(separator: ":").map(String.init)
        var names: [String] = []
        if !generic.contains(base) { names.append(base + "()") }
        if labels.count > 2 {
            for count in 2..<labels.count {
                names.append(base + "(" + labels.prefix(count).map { $0 + ":" }.joined() + ")")
            }
        }
        return names
    }

    /// Whether some spelling starts with `byte` (checked before the word's end is found).
    @inline(__always) func mayStart(_ byte: UInt8) -> Bool {
        firstBytes[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
    }

    /// The callback `token` spells, if it spells exactly one (a short name's app-delegate method).
    func lookup(_ token: UnsafeBufferPointer<UInt8>) -> Callback? {
        switch find(token) {
        case .callback(let callback)?, .short(let callback)?: return callback
        case .ambiguous?, nil: return nil
        }
    }

    /// What `token` spells, if anything.
    func find(_ token: UnsafeBufferPointer<UInt8>) -> Match? {
        guard token.count >= shortest, token.count <= longest, let base = token.baseAddress, mayStart(base[0]) else {
            return nil
        }
        var slot = CallbackSpellings.hash(token) & mask
        return keyBytes.withUnsafeBufferPointer { keys -> Match? in
            guard let keysBase = keys.baseAddress else { return nil }
            while keyLength[slot] != 0 {
                if keyLength[slot] == token.count, memcmp(keysBase + keyStart[slot], base, token.count) == 0 {
                    let value = values[slot]
                    if value < 0 { return .ambiguous }
                    if value & CallbackSpellings.shortBit != 0 {
                        return Callback(rawValue: Int(value & ~CallbackSpellings.shortBit)).map(Match.short)
                    }
                    return Callback(rawValue: Int(value)).map(Match.callback)
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The length and the first and last eight bytes, mixed: every spelling differs from the
    /// others there or in length often enough for a table of a few hundred names, and a
    /// collision only costs a probe. Byte by byte (FNV-1a) below eight bytes.
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
