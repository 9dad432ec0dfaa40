import LifelineModel
import LifelineTrace

/// The tracked state of each scene of one machine, at the follower's slot of the scene
/// (`FollowStep.sceneSlot`) and owned by its identity (`FollowStep.sceneIdentity`): the scene
/// is found from the step, with no map of scene ids, and a slot's track belongs to the scene
/// object that made it, so a new object in the same slot (one that connects again after it
/// disconnected) starts with none. The scene with the empty id shares the app's track, as the
/// string-keyed tracker before it did (the app's track is named `""`).
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
        /// A scene with no track yet, at this slot.
        case none(Int)
    }

    private var tracks: [Track] = []
    /// By slot: the identity of the scene object whose track it holds (-1: none).
    private var owners: [Int] = []
    /// By slot: whether that scene object has the empty id, and so the app's track.
    private var onAppTrack: [Bool] = []

    /// Where the scene `step` names is tracked (`scene` is its record's scene, read only the
    /// first time the scene object is met, for the empty id).
    @inline(__always)
    mutating func place(of step: FollowStep, scene: Symbol, in symbols: TraceSymbols) -> Place {
        let slot = step.sceneSlot
        guard slot >= 0 else { return .app }
        if slot < owners.count, owners[slot] == step.sceneIdentity {
            return onAppTrack[slot] ? .app : .slot(slot)
        }
        guard symbols.string(scene)?.isEmpty ?? true else { return .none(slot) }
        own(slot, identity: step.sceneIdentity, track: Track(state: 0, since: nil), app: true)
        return .app
    }

    subscript(slot: Int) -> Track {
        get { tracks[slot] }
        set { tracks[slot] = newValue }
    }

    /// The track at follower slot `slot`, if its scene has one.
    func track(ofSlot slot: Int) -> Track? {
        slot < owners.count && owners[slot] >= 0 && !onAppTrack[slot] ? tracks[slot] : nil
    }

    /// Starts tracking the scene object `identity` at `slot` (which has no track) in `track`.
    mutating func add(slot: Int, identity: Int, track: Track) {
        own(slot, identity: identity, track: track, app: false)
    }

    private mutating func own(_ slot: Int, identity: Int, track: Track, app: Bool) {
        if slot >= owners.count {
            let more = slot + 1 - owners.count
            tracks += repeatElement(track, count: more)
            owners += repeatElement(-1, count: more)
            onAppTrack += repeatElement(false, count: more)
        }
        tracks[slot] = track
        owners[slot] = identity
        onAppTrack[slot] = app
    }

    /// Stops tracking every scene.
    mutating func removeAll() {
        guard !owners.isEmpty else { return }
        tracks.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        onAppTrack.removeAll(keepingCapacity: true)
    }

    /// Stops tracking the scene in `slot`.
    mutating func remove(slot: Int) {
        owners[slot] = -1
    }
}
