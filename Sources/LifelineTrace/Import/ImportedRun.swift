import LifelineModel

/// One scene object seen in a log: the id it gets in the trace and the replay of its state.
struct ImportedScene {
    var id: String
    var address: UInt64?
    var session: String?
    var replay: StateReplay<SceneActivationState>
    var connected = true
}

/// One process run of an imported log, from a launch (or the log's start) to a termination
/// (or the next launch, or the log's end). The session keeps it in place (`ImportSession.run`):
/// a struct held in an optional was copied, arrays and dictionary retained, on every line.
struct ImportedRun {
    /// Whether the log shows the run's launch, so that its states are known from the start.
    var launchedInLog: Bool
    var callbackCount = 0
    /// Only `application(_:willFinishLaunchingWithOptions:)` so far: `didFinish` still belongs here.
    var onlyWillFinish = true
    /// Ended by `applicationWillTerminate(_:)` or a debugger termination line.
    var ended = false
    /// The process id its lines print, when they print one: another id is another process.
    var pid: Int64?
    var app: StateReplay<AppState>
    /// Scenes of this run, connected or not; scenes do not outlive their run.
    var scenes: [ImportedScene] = []
    /// Connected scenes by object address (an address freed by a disconnect may come back as a new scene).
    var byAddress: [UInt64: Int] = [:]
    /// The scene the last scene callback went to: where an address-less line goes.
    var current: Int?

    init(launchedInLog: Bool) {
        self.launchedInLog = launchedInLog
        app = StateReplay(known: launchedInLog ? .notRunning : nil)
    }

    var connectedCount: Int { scenes.reduce(0) { $0 + ($1.connected ? 1 : 0) } }

    /// Whether `callback` begins a new process: a launch callback after earlier callbacks
    /// (`didFinish` right after `willFinish` is the same launch).
    func isRelaunch(_ callback: Callback) -> Bool {
        switch callback {
        case .willFinishLaunching: return callbackCount > 0
        case .didFinishLaunching: return callbackCount > 0 && !onlyWillFinish
        default: return false
        }
    }
}
