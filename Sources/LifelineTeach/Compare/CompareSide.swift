import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace

/// One of the two runs `lifeline compare` puts side by side: a scenario simulated under a
/// profile, or a trace file.
public struct CompareSide: Sendable {
    /// The column's heading: the profile for a simulated run, the file for a trace.
    package var title: String
    package var header: TraceHeader
    package var events: [TraceEvent]
    /// The profile the run follows (the header's, else ios13).
    package var profile: Profile { header.profile ?? .ios13 }

    package init(title: String, header: TraceHeader, events: [TraceEvent]) {
        self.title = title
        self.header = header
        self.events = events
    }

    /// `scenario` run through the simulated UIKit under `profile`, in memory. A run without a
    /// scene manifest becomes ios12 whatever was asked, and the heading says so.
    package static func simulated(
        _ scenario: Scenario, profile: Profile, configuration: AppConfiguration? = nil,
        file: String
    ) throws(Diagnostic) -> CompareSide {
        let simulation = Simulation(scenario: scenario, profile: profile, configuration: configuration, file: file)
        let header = simulation.header()
        let effective = header.profile ?? profile
        let title = effective == profile ? profile.rawValue : "\(effective.rawValue) (asked: \(profile.rawValue))"
        return CompareSide(title: title, header: header, events: try simulation.events())
    }

    /// The trace at `path`, whole (comparisons are scenario-sized).
    package static func trace(path: String) throws(Diagnostic) -> CompareSide {
        let reader = try TraceReader(path: path)
        return CompareSide(title: Diagnostic.displayName(of: path), header: reader.header, events: try reader.readAll())
    }

    /// The callbacks in order, each with the scene it went to (nil: the app delegate).
    var callbacks: [(callback: Callback, scene: String?)] {
        events.compactMap { event in
            guard event.kind == .callback, let method = event.method else { return nil }
            return (method, event.receiver == .scene ? event.scene : nil)
        }
    }
}
