import LifelineModel

/// Every name the model gives a meaning to, as a trace spells it: event kinds, actors,
/// receivers, phase levels, callback selectors, app and scene states and phases,
/// notifications, silent transitions and the runtime's actions.
///
/// The vocabulary table interns them before the first event and keeps them when it starts
/// over, so the names on almost every line are found by `SymbolTable`'s quick look-up.
enum ModelNames {
    static let all: [String] = {
        var names: [String] = []
        names += EventKind.allCases.map(\.rawValue)
        names += Actor.allCases.map(\.rawValue)
        names += Receiver.allCases.map(\.rawValue)
        names += PhaseLevel.allCases.map(\.rawValue)
        names += Callback.allCases.map(\.swiftName)
        names += AppState.allCases.map(\.rawValue)
        names += SceneActivationState.allCases.map(\.rawValue)
        names += ScenePhase.allCases.map(\.rawValue)
        names += LifecycleNotification.allCases.map(\.name)
        names += SilentTransition.allCases.map(\.rawValue)
        names += ActionCatalogue.entries.map(\.name)
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }()
}
