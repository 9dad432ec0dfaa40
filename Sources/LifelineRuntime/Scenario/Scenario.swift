import LifelineModel

/// A scenario: a named list of user and system actions, the device-variant options, and what
/// exists before it starts (restored sessions, the SwiftUI App's declaration).
public struct Scenario: Sendable, Equatable {
    public var name: String
    /// One line for `lifeline simulate --list`.
    public var summary: String
    /// The profiles it makes sense under; nil means every profile.
    public var profiles: [Profile]?
    public var options: RuntimeOptions
    /// Sessions UIKit remembers from an earlier run (a relaunch restores them, §2.1).
    public var restoredSessions: [String]
    /// The SwiftUI App, for the swiftui profile (the template App when nil).
    public var app: SwiftUIApp?
    /// The delegate classes the app has, for the command line's stand-in delegates; nil means
    /// every class a configuration names exists.
    public var classes: Set<String>?
    /// How long the stand-in delegates' methods take, in microseconds.
    public var costs: [Callback: Int64]
    public var actions: [ScenarioAction]
    /// The checker's rule ids its traces are expected to break (`expect: [LC501]`): a scenario
    /// that demonstrates an app bug says which findings show it; every other scenario's traces
    /// check with no finding at all.
    public var expectedFindings: [String] = []

    public init(name: String, summary: String = "", profiles: [Profile]? = nil, options: RuntimeOptions = RuntimeOptions(),
                restoredSessions: [String] = [], app: SwiftUIApp? = nil, classes: Set<String>? = nil,
                costs: [Callback: Int64] = [:], actions: [ScenarioAction]) {
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
    public func applies(to profile: Profile) -> Bool { profiles?.contains(profile) ?? true }
}
