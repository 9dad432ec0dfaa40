import LifelineModel
import LifelineTrace

/// The states one machine's tracker meets, as small integers, so that a record's `from` and
/// `to` become an index with one traits load and a move is compared and counted without
/// touching a string; the names are looked up only when something is drawn.
///
/// The machine's own vocabulary (`AppState`, `SceneActivationState` or `ScenePhase`) takes
/// the first indexes, in declaration order; any other spelling a trace uses for a state is
/// added after them on first sight (the reader checks vocabularies, so there are few).
struct StateNames {
    let kind: MachineKind
    private(set) var names: [String]
    private var others: [String: Int] = [:]

    // Held by each instance rather than as statics, which the hot path would pay a
    // `swift_once` for on every look-up.
    private let appStates = AppState.allCases
    private let sceneStates = SceneActivationState.allCases
    private let phases = ScenePhase.allCases

    init(kind: MachineKind) {
        self.kind = kind
        switch kind {
        case .app: names = AppState.allCases.map(\.rawValue)
        case .scene: names = SceneActivationState.allCases.map(\.rawValue)
        case .phase: names = ScenePhase.allCases.map(\.rawValue)
        }
    }

    /// The name of state `id`.
    subscript(id: Int) -> String { names[id] }

    /// The index of the state spelt `name`, adding it on first sight.
    mutating func id(_ name: String) -> Int {
        if let index = names.firstIndex(of: name) { return index }
        names.append(name)
        others[name] = names.count - 1
        return names.count - 1
    }

    /// The index of the state `symbol` spells; nil for `Symbol.none`.
    @inline(__always)
    mutating func id(_ symbol: Symbol, in symbols: TraceSymbols) -> Int? {
        guard !symbol.isNone else { return nil }
        let traits = symbols.traits(symbol)
        switch kind {
        case .app: if let state = traits.appState, let index = appStates.firstIndex(of: state) { return index }
        case .scene: if let state = traits.sceneState, let index = sceneStates.firstIndex(of: state) { return index }
        case .phase: if let phase = traits.phase, let index = phases.firstIndex(of: phase) { return index }
        }
        guard let name = symbols.string(symbol) else { return nil }
        if let index = others[name] { return index }
        return id(name)
    }
}
