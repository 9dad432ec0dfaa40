/// The launch sequence: the app-delegate callbacks UIKit delivers exactly once per process run,
/// in this order, before anything else reaches a delegate (lifecycle-facts.md §1.1, §2.1).
///
/// The state machines alone cannot say it: `didFinishLaunching` is a self-loop on the inactive
/// and background states, legal by the table long after the launch is over.
public enum LaunchSequence {
    /// willFinishLaunching, then didFinishLaunching.
    public static let callbacks: [Callback] = [.willFinishLaunching, .didFinishLaunching]
    /// The fact it rests on.
    public static let citation = Citation(.documented, "1.1", Source.launchSequence)

    /// The launch callback that comes after `delivered` (the launch callbacks this process run
    /// has had, in order), or nil once the launch is over or before it begins.
    public static func next(after delivered: [Callback]) -> Callback? {
        guard !delivered.isEmpty, delivered.count < callbacks.count else { return nil }
        return callbacks[delivered.count]
    }
}
