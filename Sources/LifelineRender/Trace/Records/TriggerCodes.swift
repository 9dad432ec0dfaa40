import LifelineModel

/// Numbers triggers densely (callbacks, then notifications, then silent transitions, then the
/// phase change), so that tables of moves are arrays. An instance holds the counts, which as
/// statics would cost a `swift_once` on every look-up.
struct TriggerCodes {
    private let callbacks = Callback.allCases.count
    private let notifications = LifecycleNotification.allCases.count
    private let silents = SilentTransition.allCases
    /// How many codes there are.
    var count: Int { callbacks + notifications + silents.count + 1 }

    /// The trigger's code, below `count`.
    @inline(__always)
    func code(_ trigger: Trigger) -> Int {
        switch trigger {
        case .callback(let callback): return callback.rawValue
        case .notification(let notification): return callbacks + notification.rawValue
        case .silent(let silent): return callbacks + notifications + (silents.firstIndex(of: silent) ?? 0)
        case .phaseChange: return count - 1
        }
    }
}
