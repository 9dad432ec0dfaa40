import LifelineModel
import LifelineTrace

/// One event `lifeline diff` aligns: a delegate callback always; a `UIApplication` or
/// `UIScene` notification and a SwiftUI phase change when asked (`--include`).
public enum DiffItem: Hashable, Sendable {
    case callback(Callback)
    case notification(LifecycleNotification)
    /// The phase a view, a scene or the app moved to.
    case phase(PhaseLevel, ScenePhase)

    /// The kinds of event besides callbacks that a diff can include.
    public enum Kind: String, CaseIterable, Sendable {
        case notification, phase
    }

    /// The life-cycle moment the item stands for: a scene-delegate callback stands for the
    /// app-delegate callback it replaces under scenes (`SceneTwin`: the activation methods,
    /// URLs, user activities and quick actions), so that the pair aligns as one moment that
    /// moved between delegates. Notifications and phases stand for themselves: under scenes
    /// `UIApplication`'s notifications are still posted (§3), beside `UIScene`'s.
    package var moment: DiffItem {
        if case .callback(let callback) = self { return .callback(DiffItem.callbackMoments[callback.rawValue]) }
        return self
    }

    private static let callbackMoments: [Callback] = Callback.allCases.map { callback in
        SceneTwin.all.first { $0.scene == callback }?.appDelegate ?? callback
    }

    /// The callback, when the item is one.
    package var callback: Callback? {
        if case .callback(let callback) = self { return callback }
        return nil
    }

    /// How a row names it: the method's Swift name, the notification's name, or the phase.
    package var text: String {
        switch self {
        case .callback(let callback): return callback.swiftName
        case .notification(let notification): return notification.name
        case .phase(let level, let phase): return "scenePhase → \(phase.rawValue) [\(level.rawValue)]"
        }
    }

    /// The item a record stands for, if the diff aligns its kind (callbacks always, the
    /// `included` kinds besides).
    static func of(_ record: EventRecord, symbols: TraceSymbols, including included: Set<Kind>) -> DiffItem? {
        switch record.kind {
        case .callback:
            return record.method.map(DiffItem.callback)
        case .notification where included.contains(.notification):
            return symbols.traits(record.name).notification.map(DiffItem.notification)
        case .phase where included.contains(.phase):
            guard let level = record.level, let phase = symbols.traits(record.to).phase else { return nil }
            return .phase(level, phase)
        default:
            return nil
        }
    }

    /// A small number per item, so that a million-event trace is held in two bytes an item:
    /// callbacks first, then notifications, then phases by level.
    var code: UInt16 {
        switch self {
        case .callback(let callback): return UInt16(callback.rawValue)
        case .notification(let notification): return UInt16(DiffItem.notificationBase + notification.rawValue)
        case .phase(let level, let phase):
            let l = PhaseLevel.allCases.firstIndex(of: level) ?? 0, p = ScenePhase.allCases.firstIndex(of: phase) ?? 0
            return UInt16(DiffItem.phaseBase + l * ScenePhase.allCases.count + p)
        }
    }

    private static let notificationBase = Callback.allCases.count
    private static let phaseBase = notificationBase + LifecycleNotification.allCases.count

    /// Every item, indexed by its `code`.
    static let all: [DiffItem] =
        Callback.allCases.map(DiffItem.callback)
        + LifecycleNotification.allCases.map(DiffItem.notification)
        + PhaseLevel.allCases.flatMap { level in ScenePhase.allCases.map { DiffItem.phase(level, $0) } }

    /// `moment.code` for every code, worked out once.
    static let momentCodes: [UInt16] = all.map(\.moment.code)
}
