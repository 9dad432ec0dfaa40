import LifelineModel

extension Simulation {
    /// `scenario` run with a scanned app's own adoption: its delegates (only the methods it
    /// implements, each callback naming the app's method) and its manifest.
    ///
    /// `migrated`: as the app will run once it adopts scenes (`AppAdoption.configuration(migrated:)`);
    /// otherwise as it is. The header says which: `app` names the app, `appManifest` is `own`
    /// (its Info.plist's or build settings' manifest), `none` (then UIKit routes through the
    /// app delegate whatever the profile, lifecycle-facts.md §6) or `added` (Xcode's template
    /// manifest, given to an app that has none).
    public init(scenario: Scenario, profile: Profile, app: AppAdoption, migrated: Bool, file: String) {
        var scenario = scenario
        if app.isSwiftUI {
            // The App's adaptor is the scanned one; the scenes, the scenario's (or the template's).
            var swiftUI = scenario.app ?? .template
            swiftUI.delegateAdaptor = app.appDelegateClass
            scenario.app = swiftUI
        }
        if app.adoptsLegacyRestoration { scenario.options.stateRestoration = .legacy }
        self.init(
            scenario: scenario, profile: profile, configuration: app.configuration(migrated: migrated),
            delegates: app.registry(costs: scenario.costs), file: file)
        let manifest =
            app.addsManifest(migrated: migrated) ? "added" : app.manifest != nil || app.isSwiftUI ? "own" : "none"
        headerExtra = [("app", .string(app.name)), ("appManifest", .string(manifest))]
    }
}
