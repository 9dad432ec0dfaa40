/// The launch sequence: the app-delegate callbacks UIKit delivers exactly once per process run,
/// in this order, before anything else reaches a delegate (lifecycle-facts.md §1.1, §2.1).
///
/// The state machines alone cannot say it: `didFinishLaunching` is a self-loop on the inactive
/// and background states, legal by the table long after the launch is over.
package enum LaunchSequence {
    /// willFinishLaunching, then didFinishLaunching.
    package static let callbacks: [Callback] = [.willFinishLaunching, .didFinishLaunching]
    /// The fact it rests on.
    package static let citation = Citation(.documented, "1.1", CitedPage.launchSequence)

    /// What UIKit delivers between the two launch callbacks: legacy view-controller state
    /// restoration, which "happens between willFinish and didFinish" (§1.1, §1.6), and only
    /// there: after didFinishLaunching it is out of order (LC207).
    package static let restoration: Set<Callback> = [
        .shouldRestoreApplicationState, .shouldRestoreSecureApplicationState,
        .viewControllerWithRestorationIdentifierPath,
        .didDecodeRestorableState
    ]
    /// The fact ``restoration`` rests on.
    package static let restorationCitation = Citation(.documented, "1.6", CitedPage.launchSequence)

    /// Callbacks real devices deliver around the launch, even before willFinishLaunching: the
    /// status bar's orientation and frame (iOS 11 and 12 device logs, §1.1 [OBSERVED]). They
    /// move no state, so they neither begin a process run nor break the launch's order.
    package static let aroundLaunch: Set<Callback> = [
        .willChangeStatusBarOrientation, .didChangeStatusBarOrientation, .willChangeStatusBarFrame,
        .didChangeStatusBarFrame,
        .supportedInterfaceOrientations
    ]

    /// Methods that stand for a launch callback in apps that implement them instead:
    /// `applicationDidFinishLaunching(_:)`, which UIKit calls when the delegate does not
    /// implement `application(_:didFinishLaunchingWithOptions:)`, which replaced it (§1.1).
    /// A trace that shows one is read as showing the other.
    package static let standsFor: [Callback: Callback] = [.legacyDidFinishLaunching: .didFinishLaunching]

    /// The launch callback that comes after `delivered` (the launch callbacks this process run
    /// has had, in order), or nil once the launch is over or before it begins.
    /// A log that never prints `willFinishLaunching` shows its launch as `didFinishLaunching`
    /// alone: the launch is then over, not waiting for a second `didFinishLaunching`.
    package static func next(after delivered: [Callback]) -> Callback? {
        guard let last = delivered.last, let index = callbacks.firstIndex(of: last), index + 1 < callbacks.count
        else { return nil }
        return callbacks[index + 1]
    }
}
