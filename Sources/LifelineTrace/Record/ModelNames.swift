import LifelineModel

/// Every name the model gives a meaning to, as a trace spells it: event kinds, actors,
/// receivers, phase levels, callback selectors, app and scene states and phases,
/// notifications, silent transitions and the runtime's actions.
///
/// The vocabulary table interns them before the first event and keeps them when it starts
/// over, so the names on almost every line are found by `SymbolTable`'s quick look-up.
enum ModelNames {
    /// The names alone, each once, in `described`'s order.
    static var all: [String] { described.map(\.name) }

    /// Every name, each once, with its traits, set from the cases that spell it as they are listed:
    /// the same as `SymbolTraits(describing:)` of each name (a test holds them equal), without
    /// trying every name in every vocabulary, which was 2.5M instructions of each process's
    /// start-up (Docs/performance-check-speed.md).
    static var described: [(name: String, traits: SymbolTraits)] {
        var entries: [(name: String, traits: SymbolTraits)] = []
        var places: [String: Int] = [:]
        func add(_ name: String, _ set: (inout SymbolTraits) -> Void) {
            // A name seen before keeps its place (and gains a meaning); a new one goes last.
            let place = places[name, default: entries.count]
            if place == entries.count {
                places[name] = place
                entries.append((name, SymbolTraits()))
            }
            set(&entries[place].traits)
        }
        for kind in EventKind.allCases { add(kind.rawValue) { $0.kind = kind } }
        for actor in Actor.allCases { add(actor.rawValue) { $0.actor = actor } }
        for receiver in Receiver.allCases { add(receiver.rawValue) { $0.receiver = receiver } }
        for level in PhaseLevel.allCases { add(level.rawValue) { $0.level = level } }
        for callback in Callback.allCases { add(callback.swiftName) { $0.callback = callback } }
        for state in AppState.allCases { add(state.rawValue) { $0.appState = state } }
        for state in SceneActivationState.allCases { add(state.rawValue) { $0.sceneState = state } }
        for phase in ScenePhase.allCases { add(phase.rawValue) { $0.phase = phase } }
        for notification in LifecycleNotification.allCases { add(notification.name) { $0.notification = notification } }
        for transition in SilentTransition.allCases { add(transition.rawValue) { $0.silentTransition = transition } }
        for (position, entry) in ActionCatalogue.entries.enumerated() {
            add(entry.name) { $0.action = UInt8(exactly: position) }
        }
        return entries
    }
}
