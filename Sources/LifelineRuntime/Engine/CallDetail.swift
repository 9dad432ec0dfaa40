/// What the runtime writes in a callback's `detail` when nothing of the app ran: one place for
/// the words, so that a reader of simulated traces (the `--app` comparison) tests for them
/// rather than for a copy of the text.
package enum CallDetail {
    /// The app has no app delegate: UIKit had nobody to call.
    package static let noAppDelegate = "no app delegate: not called"
    /// The scene's configuration names no delegate class the app has.
    package static let noSceneDelegate = "no scene delegate: not called"
    /// The delegate exists but lacks the optional method (UIKit calls it only when implemented).
    package static let notImplemented = "the delegate does not implement it"

    /// Whether `detail` says the callback found no delegate at all.
    package static func saysNoDelegate(_ detail: String?) -> Bool {
        guard let detail else { return false }
        return detail.contains(noAppDelegate) || detail.contains(noSceneDelegate)
    }
}
