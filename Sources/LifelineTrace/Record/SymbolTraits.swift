import LifelineModel
import LifelineSupport

/// What the model makes of an interned string, worked out once when it is first seen, so a
/// reader of the trace asks "which scene state is `to`?" with a load instead of a parse.
///
/// Each field is set when the string spells that vocabulary's case; a string can spell
/// several (`background` is an app state and a scene state and a phase).
package struct SymbolTraits: Sendable, Equatable {
    package var kind: EventKind?
    package var actor: Actor?
    package var receiver: Receiver?
    package var level: PhaseLevel?
    package var callback: Callback?
    package var appState: AppState?
    package var sceneState: SceneActivationState?
    package var phase: ScenePhase?
    package var notification: LifecycleNotification?
    package var silentTransition: SilentTransition?
    /// The runtime action the string names, as its position in `ActionCatalogue.entries`.
    package var action: UInt8?

    /// No meaning: identifiers and free text.
    package static let none = SymbolTraits()

    init() {}

    init(describing string: String) {
        kind = EventKind(rawValue: string)
        actor = Actor(rawValue: string)
        receiver = Receiver(rawValue: string)
        level = PhaseLevel(rawValue: string)
        callback = Callback(name: string)
        appState = AppState(rawValue: string)
        sceneState = SceneActivationState(rawValue: string)
        phase = ScenePhase(rawValue: string)
        notification = LifecycleNotification(name: string)
        silentTransition = SilentTransition(rawValue: string)
        action = ActionCatalogue.position(named: string).flatMap { UInt8(exactly: $0) }
    }

    /// Whether the string names a state of `vocabulary` (`TraceSchema`'s check, without the look-up).
    func names(_ vocabulary: TraceSchema.StateVocabulary) -> Bool {
        switch vocabulary {
        case .none: return false
        case .app: return appState != nil
        case .scene: return sceneState != nil
        case .phase: return phase != nil
        }
    }
}
