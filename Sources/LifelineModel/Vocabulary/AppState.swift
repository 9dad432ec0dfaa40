/// The app's execution state: `UIApplication.State` plus the two states it has no case for.
///
/// `UIApplication.State` has only `active`, `inactive` and `background`; not running and
/// suspended are states of the archived guide's diagram (lifecycle-facts.md §4.2).
public enum AppState: String, LifecycleState, Codable {
    case notRunning, inactive, active, background, suspended

    /// The state's name in traces and diagrams.
    public var displayName: String {
        switch self {
        case .notRunning: return "Not running"
        case .inactive: return "Inactive"
        case .active: return "Active"
        case .background: return "Background"
        case .suspended: return "Suspended"
        }
    }

    /// What the state means, in one sentence.
    public var explanation: String {
        switch self {
        case .notRunning: return "The process does not exist: never launched, or terminated."
        case .inactive: return "In the foreground but not receiving events: launching, interrupted, or passing through."
        case .active: return "In the foreground and receiving events."
        case .background: return "Running code but not on screen."
        case .suspended: return "In memory but running no code; the system may purge it without notice."
        }
    }

    /// Whether `UIApplication.applicationState` has a case for this state.
    package var isUIApplicationState: Bool { self == .inactive || self == .active || self == .background }
}

extension AppState {
    /// A dense number (0 ..< `allCases.count`, in declaration order) for the compiled tables.
    @inlinable public var slot: Int {
        switch self {
        case .notRunning: return 0
        case .inactive: return 1
        case .active: return 2
        case .background: return 3
        case .suspended: return 4
        }
    }
}

extension AppState {
    /// Every state, as bits (`1 << slot`): what a set of possible states holds when nothing is
    /// known. A literal, not computed from `allCases`: a fresh `FollowStep` reads it per event,
    /// and a static stored value would cost a `swift_once` there (AppStateTests checks the count).
    @inlinable package static var everySlot: UInt8 { 0b1_1111 }
}
