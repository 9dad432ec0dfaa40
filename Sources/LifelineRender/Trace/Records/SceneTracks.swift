import LifelineTrace

/// The tracked state of each scene of one machine, found from a record's scene symbol.
///
/// Tracks live in slots that dropped tracks give back; a symbol finds its slot through a
/// `SymbolCache`, and the id's string is hashed only the first time a scene is seen in
/// an identifier generation. The scene with the empty id shares the app's track, as the
/// string-keyed tracker it replaces did (the app's track is named `""`).
struct SceneTracks {
    /// A track's state (a slot of the tracker's machine) and since when it holds it.
    struct Track {
        var state: Int
        var since: Int64?
    }

    /// Where a record's scene is tracked.
    enum Place: Equatable {
        /// The app's own track (the scene's id is empty).
        case app
        /// A scene's slot.
        case slot(Int)
        /// A scene with no track yet.
        case none
    }

    private var tracks: [Track] = []
    private var ids: [String] = []
    private var free: [Int] = []
    private var slotOfID: [String: Int] = [:]
    private var cache = SymbolCache()
    /// The cached place of the empty id.
    private static let appPlace: Int32 = .max

    /// Where `scene` is tracked.
    @inline(__always)
    mutating func place(of scene: Symbol, in symbols: TraceSymbols) -> Place {
        if let cached = cache.value(for: scene, in: symbols) {
            return cached == Self.appPlace ? .app : .slot(Int(cached))
        }
        let id = symbols.string(scene) ?? ""
        if id.isEmpty {
            cache.set(Self.appPlace, for: scene)
            return .app
        }
        guard let slot = slotOfID[id] else { return .none }
        cache.set(Int32(slot), for: scene)
        return .slot(slot)
    }

    subscript(slot: Int) -> Track {
        get { tracks[slot] }
        set { tracks[slot] = newValue }
    }

    /// The id of the scene tracked in `slot`.
    func id(ofSlot slot: Int) -> String { ids[slot] }

    /// The track of the scene `id`, if it has one.
    func track(of id: String) -> Track? { slotOfID[id].map { tracks[$0] } }

    /// Starts tracking `scene` (which has no track) in `track`; returns its slot.
    mutating func add(_ scene: Symbol, in symbols: TraceSymbols, track: Track) -> Int {
        let id = symbols.string(scene) ?? ""
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            tracks[slot] = track
            ids[slot] = id
        } else {
            slot = tracks.count
            tracks.append(track)
            ids.append(id)
        }
        slotOfID[id] = slot
        cache.set(Int32(slot), for: scene)
        return slot
    }

    /// Stops tracking every scene.
    mutating func removeAll() {
        guard !slotOfID.isEmpty else { return }
        tracks.removeAll(keepingCapacity: true)
        ids.removeAll(keepingCapacity: true)
        free.removeAll(keepingCapacity: true)
        slotOfID.removeAll(keepingCapacity: true)
        cache.removeAll()
    }

    /// Stops tracking the scene in `slot`, whose symbol in this event is `scene`.
    mutating func remove(slot: Int, scene: Symbol) {
        slotOfID[ids[slot]] = nil
        ids[slot] = ""
        free.append(slot)
        cache.remove(scene)
    }
}
