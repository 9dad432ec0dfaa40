import LifelineModel

/// A scenario: a named list of user and system actions, the device-variant options, and what
/// exists before it starts (restored sessions, the SwiftUI App's declaration).
public struct Scenario: Sendable, Equatable {
    /// The scenario's name, as traces record it.
    public var name: String
    /// One line for `lifeline simulate --list`.
    package var summary: String
    /// The profiles it makes sense under; nil means every profile.
    package var profiles: [Profile]?
    package var options: RuntimeOptions
    /// Sessions UIKit remembers from an earlier run (a relaunch restores them, §2.1).
    package var restoredSessions: [String]
    /// The SwiftUI App, for the swiftui profile (the template App when nil).
    package var app: SwiftUIApp?
    /// The delegate classes the app has, for the scenario's delegates (`ScenarioSceneDelegate`); nil means
    /// every class a configuration names exists.
    package var classes: Set<String>?
    /// How long the scenario's delegates' methods take, in microseconds.
    package var costs: [Callback: Int64]
    /// The user and system actions, in order.
    public var actions: [ScenarioAction]
    /// The checker's rule ids its traces are expected to break (`expect: [LC501]`): a scenario
    /// that demonstrates an app bug says which findings show it; every other scenario's traces
    /// check with no finding at all.
    package var expectedFindings: [String] = []

    /// A scenario of `actions`; the other arguments default to what a YAML file without them means.
    public init(
        name: String, summary: String = "", profiles: [Profile]? = nil, options: RuntimeOptions = RuntimeOptions(),
        restoredSessions: [String] = [], app: SwiftUIApp? = nil, classes: Set<String>? = nil,
        costs: [Callback: Int64] = [:], actions: [ScenarioAction]
    ) {
        self.name = name
        self.summary = summary
        self.profiles = profiles
        self.options = options
        self.restoredSessions = restoredSessions
        self.app = app
        self.classes = classes
        self.costs = costs
        self.actions = actions
    }

    /// Whether the scenario applies under `profile`.
    package func applies(to profile: Profile) -> Bool { profiles?.contains(profile) ?? true }
}
