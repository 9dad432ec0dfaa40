import LifelineModel

/// Interns the short strings a trace repeats on every line (scene ids, sessions, state and
/// notification names, callback selectors) so that reading an event reuses one `String`
/// instead of building a new one, and knows at once what the name means in the model.
///
/// Bounded: when `capacity` distinct strings are held it starts over, so a trace with a new
/// scene id on every line costs some time, never unbounded memory (ids are local in time,
/// so the recent ones are soon back in the table).
struct SymbolTable {
    /// What the model makes of an interned string: a bit per vocabulary it belongs to.
    struct Meaning: OptionSet {
        let rawValue: UInt8
        static let appState = Meaning(rawValue: 1 << 0)
        static let sceneState = Meaning(rawValue: 1 << 1)
        static let scenePhase = Meaning(rawValue: 1 << 2)
        static let notification = Meaning(rawValue: 1 << 3)
        static let silentTransition = Meaning(rawValue: 1 << 4)
    }

    /// One interned string and everything the decoder may ask of it, worked out once.
    struct Symbol {
        var string: String
        var meaning: Meaning
        var callback: Callback?
        // The enumerations a short string may name, by the key it appears under.
        var kind: EventKind?
        var actor: Actor?
        var receiver: Receiver?
        var level: PhaseLevel?

        init(_ string: String, describing: Bool) {
            self.string = string
            guard describing else { meaning = []; return }
            meaning = Symbol.meaning(of: string)
            callback = Callback(name: string)
            kind = EventKind(rawValue: string)
            actor = Actor(rawValue: string)
            receiver = Receiver(rawValue: string)
            level = PhaseLevel(rawValue: string)
        }

        private static func meaning(of string: String) -> Meaning {
            var meaning: Meaning = []
            if AppState(rawValue: string) != nil { meaning.insert(.appState) }
            if SceneActivationState(rawValue: string) != nil { meaning.insert(.sceneState) }
            if ScenePhase(rawValue: string) != nil { meaning.insert(.scenePhase) }
            if LifecycleNotification(name: string) != nil { meaning.insert(.notification) }
            if SilentTransition(rawValue: string) != nil { meaning.insert(.silentTransition) }
            return meaning
        }
    }

    /// The most distinct strings kept.
    let capacity: Int
    /// Whether symbols carry their model meanings (names) or are plain strings (scene ids).
    let describing: Bool
    // Struct of arrays: the decoder reads one property of a symbol at a time, and copying a
    // whole `Symbol` out of an array costs a retain and a release per read.
    private(set) var strings: [String] = []
    private(set) var meanings: [Meaning] = []
    private(set) var callbacks: [Callback?] = []
    private(set) var kinds: [EventKind?] = []
    private(set) var actors: [Actor?] = []
    private(set) var receivers: [Receiver?] = []
    private(set) var levels: [PhaseLevel?] = []
    /// Open addressing: each slot holds a symbol index + 1 (0 is empty).
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var mask: Int

    init(capacity: Int = 1024, describing: Bool) {
        self.capacity = capacity
        self.describing = describing
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The index in the tables of the symbol for `bytes` (valid UTF-8, as the fast decoder
    /// guarantees), interning it if it is new. Valid until the next call.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = SymbolTable.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let index = entry - 1
            if hashes[index] == hash, SymbolTable.equal(strings[index], bytes) { return index }
            slot = (slot + 1) & mask
        }
        let symbol = Symbol(String(decoding: bytes, as: UTF8.self), describing: describing)
        if strings.count == capacity {
            strings.removeAll(keepingCapacity: true)
            meanings.removeAll(keepingCapacity: true)
            callbacks.removeAll(keepingCapacity: true)
            kinds.removeAll(keepingCapacity: true)
            actors.removeAll(keepingCapacity: true)
            receivers.removeAll(keepingCapacity: true)
            levels.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            for i in slots.indices { slots[i] = 0 }
            slot = Int(truncatingIfNeeded: hash) & mask
        }
        strings.append(symbol.string)
        meanings.append(symbol.meaning)
        callbacks.append(symbol.callback)
        kinds.append(symbol.kind)
        actors.append(symbol.actor)
        receivers.append(symbol.receiver)
        levels.append(symbol.level)
        hashes.append(hash)
        slots[slot] = Int32(strings.count)
        return strings.count - 1
    }

    /// The interned string for `bytes`.
    mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
        let index = intern(bytes)
        return strings[index]
    }

    /// FNV-1a over 8-byte words: the strings are short, and this is a cache, not a defence
    /// against chosen collisions (a collision costs a probe, never a wrong answer).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return h }
        var i = 0
        let n = bytes.count
        while i + 8 <= n {
            h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < n {
            tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0x0000_0100_0000_01B3
        // MurmurHash3's finaliser, so that the low bits the table uses depend on every byte.
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        return h ^ (h >> 33)
    }

    @inline(__always)
    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            guard utf8.count == bytes.count, let a = utf8.baseAddress, let b = bytes.baseAddress else {
                return utf8.count == bytes.count
            }
            return memcmp(a, b, bytes.count) == 0
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
