import LifelineModel
import LifelineRuntime

/// One column of the playground: a routing (a profile, or a scanned app before or after its
/// move to scenes) and the simulation every press of the page steps.
package struct PlaygroundColumn {
    /// The column's name in URLs and in the page (`ios13`, `app-ios12`): letters, digits and `-`.
    package var id: String
    /// The heading the page shows.
    package var title: String
    /// One line under the heading: the profile's summary, or which side of the move an app is on.
    package var summary: String
    /// The simulation with no actions: its runtime is the one `simulate` builds for the same
    /// scenario, options, delegates and manifest, so a column's trace is `simulate`'s.
    package var simulation: Simulation

    package init(id: String, title: String, summary: String, simulation: Simulation) {
        self.id = id
        self.title = title
        self.summary = summary
        self.simulation = simulation
    }

    /// The scenario every column starts from: no actions, every option at its default, as a
    /// scenario file with only `actions:` would be.
    package static let emptyScenario = Scenario(name: "playground", actions: [])

    /// The column of a profile with the stand-in delegates `simulate` uses.
    package static func profile(_ profile: Profile) -> PlaygroundColumn {
        PlaygroundColumn(
            id: profile.rawValue, title: profile.rawValue, summary: profile.summary,
            simulation: Simulation(scenario: emptyScenario, profile: profile, file: "<playground>"))
    }

    /// The default page: `ios12`, `ios13`, `ipados-multiwindow`, `swiftui`.
    package static let defaultProfiles: [Profile] = [.ios12, .ios13, .ipadosMultiwindow, .swiftui]
}
