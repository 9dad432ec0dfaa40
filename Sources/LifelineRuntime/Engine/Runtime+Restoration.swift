import LifelineModel

/// Legacy state restoration, for apps without scenes that opt in (`state-restoration: legacy`,
/// lifecycle-facts.md §1.7): preservation after each entry to the background, restoration in
/// the middle of the next launch.
extension Runtime {
    /// After `applicationDidEnterBackground(_:)`: UIKit asks whether to save, then has the app
    /// delegate encode its part of the archive. A "no", or no method, preserves nothing.
    func preserveState() throws {
        guard !usesScenes, options.stateRestoration == .legacy else { return }
        let asked = try appStep(.shouldSaveSecureApplicationState)
        guard asked.implemented, asked.returned else { return }
        try appStep(.willEncodeRestorableState)
        preservedState = true
    }

    /// Between willFinishLaunching and didFinishLaunching, and only when an archive exists:
    /// "Restoration occurs during the middle of your app's initialization, and it proceeds only
    /// when a state restoration archive is available" and the delegate agrees (§1.7).
    /// Restoration at a launch into the background is not documented (§1.7 [UNSURE]): the
    /// runtime restores at launches into the foreground only.
    func restoreState() throws {
        guard !usesScenes, options.stateRestoration == .legacy, preservedState else { return }
        let asked = try appStep(.shouldRestoreSecureApplicationState)
        guard asked.implemented, asked.returned else { return }
        try appStep(.didDecodeRestorableState)
    }
}
