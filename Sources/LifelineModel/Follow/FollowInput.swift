/// One trace event as the follower reads it: model vocabulary only, no strings, so that a
/// trace's events and the reader's records (LifelineTrace adapts both) take the same path.
///
/// `SceneKey` identifies a scene object: a scene id, or a small integer the adapter assigns.
@usableFromInline package struct FollowInput<SceneKey: Hashable>: Sendable where SceneKey: Sendable {
    /// What kind of event it is.
    @usableFromInline package var kind: EventKind
    /// callback: who received it.
    @usableFromInline package var receiver: Receiver?
    /// callback: which one.
    @usableFromInline package var callback: Callback?
    /// notification: which one (nil for one the model does not know).
    @usableFromInline package var notification: LifecycleNotification?
    /// state: the silent transition.
    @usableFromInline package var silent: SilentTransition?
    /// phase: the level it was read at.
    @usableFromInline package var level: PhaseLevel?
    /// The scene it concerns, if any.
    @usableFromInline package var scene: SceneKey?
    /// The states the trace records before and after, if it records them.
    @usableFromInline package var from: RecordedState
    /// The state the trace records after the event.
    @usableFromInline package var to: RecordedState
    /// The process the event came from, when the trace knows it (an imported log's pid).
    @usableFromInline package var processID: Int?
    /// Whether the event is the debugger's note that the process ended (`TerminationNote`).
    @usableFromInline package var isTerminationNote: Bool
    /// Whether the event (a `configurationForConnecting` or `willConnectTo` callback) names the
    /// external-display session role in its detail (``SessionRoleText``).
    @usableFromInline package var namesExternalDisplay: Bool

    // Inlinable: the reader's adapter (`RecordFollower`, another module) builds one per event,
    // and an opaque generic initializer looked up `FollowInput<Int>`'s metadata every time
    // (8% of `check` on 1M events).
    @inlinable
    /// An event as the follower reads it; every field but `kind` defaults to absent.
    package init(
        kind: EventKind, receiver: Receiver? = nil, callback: Callback? = nil,
        notification: LifecycleNotification? = nil, silent: SilentTransition? = nil,
        level: PhaseLevel? = nil, scene: SceneKey? = nil, from: RecordedState = .absent,
        to: RecordedState = .absent, processID: Int? = nil, isTerminationNote: Bool = false,
        namesExternalDisplay: Bool = false
    ) {
        self.kind = kind
        self.receiver = receiver
        self.callback = callback
        self.notification = notification
        self.silent = silent
        self.level = level
        self.scene = scene
        self.from = from
        self.to = to
        self.processID = processID
        self.isTerminationNote = isTerminationNote
        self.namesExternalDisplay = namesExternalDisplay
    }
}

/// A `from` or `to` as the trace wrote it: what the string names in each machine. Absent
/// when the trace wrote none (the drop-in logger writes none; an import may omit them).
@usableFromInline package struct RecordedState: Sendable, Equatable {
    /// Whether the trace wrote a state at all.
    @usableFromInline package var isPresent: Bool
    /// What the string names in the app machine, if anything.
    @usableFromInline package var app: AppState?
    /// What the string names in the scene machine, if anything.
    @usableFromInline package var scene: SceneActivationState?
    /// What the string names as a SwiftUI phase, if anything.
    @usableFromInline package var phase: ScenePhase?

    /// No state written.
    @usableFromInline package static let absent = RecordedState(isPresent: false)

    @inlinable
    /// A state the trace wrote, as each machine reads it.
    package init(isPresent: Bool, app: AppState? = nil, scene: SceneActivationState? = nil, phase: ScenePhase? = nil) {
        self.isPresent = isPresent
        self.app = app
        self.scene = scene
        self.phase = phase
    }

    /// What `name` (a trace spelling, or nil for none) names.
    @usableFromInline package init(name: String?) {
        guard let name else {
            self = .absent
            return
        }
        self.init(
            isPresent: true, app: AppState(rawValue: name), scene: SceneActivationState(rawValue: name),
            phase: ScenePhase(rawValue: name))
    }
}

/// The debugger's line when a process it runs ends (`Message from debugger: Terminated due to
/// signal 9`), which an imported log keeps as a `note`: the process run ends there.
@usableFromInline package enum TerminationNote {
    /// How every such line goes on after the debugger's `Message from debugger: `, which is
    /// what an imported log keeps as the note's text.
    @usableFromInline package static let marker = "Terminated due to signal"

    /// Whether a note's text is the debugger's termination line.
    @usableFromInline package static func matches(_ text: String) -> Bool { text.hasPrefix(marker) }
}

/// How a trace names a scene session's role in an event's detail (`role=…`): the runtime
/// writes `UIWindowSceneSessionRoleExternalDisplayNonInteractive`, a logger on iOS 13–15
/// `UIWindowSceneSessionRoleExternalDisplay`, Swift code `windowExternalDisplayNonInteractive`
/// (lifecycle-facts.md §15).
@usableFromInline package enum SessionRoleText {
    /// Whether `detail` names the external-display role, in any of its spellings: `xternalDisplay`
    /// (after `E` or `e`), found in the string's own bytes with no copy. It runs for every
    /// `willConnectTo` and `configurationForConnecting` the reader follows: a search that
    /// copied both strings to arrays cost `check` 1.7% (callgrind, 200k events).
    @usableFromInline package static func namesExternalDisplay(_ detail: String) -> Bool {
        var detail = detail
        return detail.withUTF8 { bytes in
            let word: StaticString = "xternalDisplay"
            let n = word.utf8CodeUnitCount
            guard bytes.count > n else { return false }
            let first = word.utf8Start[0]
            for i in 1...(bytes.count - n) where bytes[i] == first && (bytes[i - 1] | 0x20) == UInt8(ascii: "e") {
                var k = 1
                while k < n, bytes[i + k] == word.utf8Start[k] { k += 1 }
                if k == n { return true }
            }
            return false
        }
    }

    /// Whether an event of `callback` carries the role: UIKit asks `configurationForConnecting`
    /// with the session (and its role), then connects the scene.
    @inlinable package static func mayName(_ callback: Callback?) -> Bool {
        callback == .configurationForConnecting || callback == .sceneWillConnect
    }
}
