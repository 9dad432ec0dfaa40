import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace

/// Which of a scanned app's own methods run under each routing, side by side: the rows are
/// the app's delegate methods (class, method, `file:line`), the columns runs of one scenario
/// (before and after the move to scenes), each cell how many times UIKit called the method.
/// A method that runs in one column and not in a later one (`applicationDidBecomeActive(_:)`
/// once the app has scenes) stops, and names the scene method UIKit calls instead
/// (`SceneTwin`, lifecycle-facts.md §2.5, §2.7).
public struct AppMethodTable: Sendable {
    /// One run: its heading (the profile) and its events, from `Simulation(…app:…)`.
    public struct Run: Sendable {
        package var title: String
        package var events: [TraceEvent]

        /// A run headed `title`, its events in order.
        package init(title: String, events: [TraceEvent]) {
            self.title = title
            self.events = events
        }
    }

    /// One of the app's methods and how many times each run called it.
    package struct Row: Sendable, Equatable {
        package var method: AppMethod
        /// Per column, how many times UIKit called the method.
        package var counts: [Int]
        /// The first run, after one that called it, that does not: the method stops there.
        package var stopsIn: Int?
        /// What UIKit calls instead where it stops, when the move has a twin for it.
        package var replacement: String?
    }

    /// A callback UIKit delivered that the app has no method for, and how many times per run.
    package struct Unhandled: Sendable, Equatable {
        package var callback: Callback
        package var receiver: Receiver
        /// The scene (or app) had no delegate at all: its configuration names no class the app has.
        package var noDelegate: Bool
        /// Per column, how many times UIKit delivered it.
        package var counts: [Int]
    }

    /// The app's name (its project or scanned path) and the scenario's.
    package var app: String
    package var scenario: String
    /// The runs' headings, left to right.
    package var columns: [String]
    /// The app's methods, in file order.
    package var rows: [Row]
    /// The callbacks UIKit delivered with no method of the app to run, in order of first delivery.
    package var unhandled: [Unhandled]

    /// The table for `adoption`'s methods over `runs` of `scenario`.
    public init(adoption: AppAdoption, scenario: String, runs: [Run]) {
        app = adoption.name
        self.scenario = scenario
        columns = runs.map(\.title)
        var byHandler: [[String: Int]] = []
        var missing: [(key: String, callback: Callback, receiver: Receiver, noDelegate: Bool)] = []
        var missingCounts: [String: [Int]] = [:]
        for (index, run) in runs.enumerated() {
            var counts: [String: Int] = [:]
            for event in run.events where event.kind == .callback {
                if let handler = event.handler {
                    counts[handler, default: 0] += 1
                } else if let callback = event.method, let receiver = event.receiver {
                    let noDelegate = CallDetail.saysNoDelegate(event.detail)
                    let key = receiver.rawValue + " " + callback.swiftName + (noDelegate ? " none" : "")
                    if missingCounts[key] == nil {
                        missing.append((key, callback, receiver, noDelegate))
                        missingCounts[key] = Array(repeating: 0, count: runs.count)
                    }
                    missingCounts[key]?[index] += 1
                }
            }
            byHandler.append(counts)
        }
        rows = adoption.methods.map { method in
            let counts = byHandler.map { $0[method.handler] ?? 0 }
            let firstRan = counts.firstIndex { $0 > 0 }
            let stops = firstRan.flatMap { first in counts.indices.first { $0 > first && counts[$0] == 0 } }
            let replacement = stops == nil ? nil : AppMethodTable.replacement(for: method.callback, in: adoption)
            return Row(method: method, counts: counts, stopsIn: stops, replacement: replacement)
        }
        unhandled = missing.map {
            Unhandled(
                callback: $0.callback, receiver: $0.receiver, noDelegate: $0.noDelegate,
                counts: missingCounts[$0.key] ?? [])
        }
    }

    /// The scene method UIKit calls instead of `callback`, and whether the app has it.
    package static func replacement(for callback: Callback, in adoption: AppAdoption) -> String? {
        guard let twin = SceneTwin.of(callback) else { return nil }
        let own = adoption.methods.first { $0.callback == twin.scene }
        var text = own.map { "\($0.qualifiedName) (\($0.place))" } ?? "\(twin.scene.swiftName) on the scene delegate"
        if let option = twin.connectionOption {
            text += ", and connectionOptions.\(option) in scene(_:willConnectTo:options:) on a cold launch,"
        }
        return text + " instead" + (own == nil ? "; the app does not implement it" : "")
    }
}

extension AppMethodTable {
    /// Runs `scenario` with the app's own adoption under each routing (a profile, and whether
    /// the app has moved to scenes: `AppAdoption.routing(requested:)`) and tables the app's
    /// methods; each column is headed by its profile.
    public static func simulating(
        _ scenario: Scenario, file: String, adoption: AppAdoption,
        routings: [(profile: Profile, migrated: Bool)]
    ) throws(Diagnostic) -> AppMethodTable {
        var runs: [Run] = []
        for routing in routings {
            let simulation = Simulation(
                scenario: scenario, profile: routing.profile, app: adoption,
                migrated: routing.migrated, file: file)
            runs.append(Run(title: routing.profile.rawValue, events: try simulation.events()))
        }
        return AppMethodTable(adoption: adoption, scenario: scenario.name, runs: runs)
    }
}
