/// Every `Trigger` as one small integer, so that a compiled machine (`CompiledMachine`) finds
/// an edge with one array read: callbacks first (by `Callback.rawValue`), then the silent
/// transitions, then the notifications, then the SwiftUI phase change.
@usableFromInline package enum TriggerCode {
    /// How many callbacks there are (the first codes).
    @usableFromInline package static let callbacks = Callback.allCases.count
    /// How many silent transitions follow them.
    @usableFromInline package static let silents = SilentTransition.allCases.count
    /// How many notifications follow those.
    @usableFromInline package static let notifications = LifecycleNotification.allCases.count
    /// The phase change's code, the last one.
    @usableFromInline package static let phaseChange = callbacks + silents + notifications
    /// How many codes there are.
    @usableFromInline package static let count = phaseChange + 1

    /// The code of `callback`.
    @inline(__always) @usableFromInline package static func of(_ callback: Callback) -> Int { callback.rawValue }
    /// The code of `silent`.
    @inline(__always) @usableFromInline package static func of(_ silent: SilentTransition) -> Int {
        callbacks + silent.position
    }
    /// The code of `notification`.
    @inline(__always) @usableFromInline package static func of(_ notification: LifecycleNotification) -> Int {
        callbacks + silents + notification.rawValue
    }

    /// The trigger a code stands for (cold path: messages, drawings).
    @usableFromInline package static func trigger(_ code: Int) -> Trigger {
        if code < callbacks, let callback = Callback(rawValue: code) { return .callback(callback) }
        if code < callbacks + silents { return .silent(SilentTransition.allCases[code - callbacks]) }
        if code < phaseChange, let notification = LifecycleNotification(rawValue: code - callbacks - silents) {
            return .notification(notification)
        }
        return .phaseChange
    }
}

extension Trigger {
    /// The trigger's `TriggerCode`.
    @inline(__always) @usableFromInline package var code: Int {
        switch self {
        case .callback(let callback): return TriggerCode.of(callback)
        case .silent(let silent): return TriggerCode.of(silent)
        case .notification(let notification): return TriggerCode.of(notification)
        case .phaseChange: return TriggerCode.phaseChange
        }
    }
}
